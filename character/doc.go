// Package character creates and advances the characters of Aces & Eights:
// seven abilities with fractional scores, the modifiers they feed, hit
// points, base Speed and Accuracy, starting Reputation and Fame, Building
// Points, skills, talents, quirks and flaws, profession paths — and the
// character sheet that holds them, as JSON.
//
// # Creating a character
//
// A character is built in eight steps (rule CH-4), which [Builder] enforces
// in order:
//
//  1. Building Points: 75 BP to spend (CH-3) — [Builder.Start].
//  2. Abilities: Strength, Intelligence, Wisdom, Dexterity, Constitution,
//     Looks and Charisma, each 3d6 plus d100 for the fraction, in that order
//     (CH-1): [Builder.RollAbilities]. 20 BP re-roll all seven; BP raise an
//     ability; one ability rises by lowering another ([Builder.Reroll],
//     [Builder.RaiseAbility], [Builder.TradeAbilities]).
//  3. Background: nationality, priors & particulars, age, social class —
//     flavour, but a prior may change starting Fame.
//  4. Final abilities: Looks modifies Charisma; starting Reputation (the mean
//     of the seven whole scores rounded down, plus the Looks and Charisma
//     modifiers, CH-7, CHD-2); starting Fame; bonus BP for high
//     Intelligence, Wisdom and Charisma, kept for skills of that ability.
//  5. Quirks (mental) and flaws (physical), which give BP — more when rolled
//     at random than when chosen.
//  6. Skills (CH-8) and talents (CH-10), bought with BP.
//  7. Hit points 20 + 1d4 + the Constitution modifier, +1d4 with Hit Point
//     Bonus (CH-5); base Speed from Wisdom and Dexterity, added to
//     initiative so lower is better; base Accuracy from Intelligence and
//     Dexterity, added to the shot roll so higher is better (CH-6).
//  8. Money and equipment.
//
// An optional prior-experience step lets the GM grant a few extras: a trade
// and an improvement, +10 BP, a hand weapon, a contact, 2d10 dollars, a
// horse ([Builder.PriorExperience]).
//
// A character generator calls the builder's methods step by step; or
// [Builder.Run] asks a [Strategy] for each choice; or [Roll] does it all
// from a seed with [AutoStrategy]. Every choice is checked: a step out of
// order wraps [ErrStep], a bad choice [ErrChoice], a purchase the ledger
// cannot pay [ErrInsufficientBP], and [Builder.Finish] never hands over a
// half-built sheet.
//
// # Numbers that explain themselves
//
// An ability score is a [Score] such as 13/45; adding fractional points
// carries into the whole score (13/45 + 65 = 14/10). What each ability feeds
// is in [ModifierTables] (CH-1, CH-2). Every derived number is a [Figure]
// listing its base and each modifier with its source:
//
//	Hit points 21 = 20 +4 (d4) -3 (Constitution)
//	Starting Reputation 6 = 9 (mean of the seven abilities) -1 (Looks) -2 (Charisma)
//
// The [Ledger] records every BP awarded and spent, with its reason; it never
// goes below zero.
//
// # Advancement
//
// After each scene the GM awards BP from the character's profession path,
// personal goals and remarkable events ([Sheet.EndScene], rule CH-11): one
// declared path per scene, objectives roughly in order with at most one
// skipped, nothing paid twice, no double-dipping across paths, at most 1 BP
// of remarkable events per scene unless the GM overrides. Gunfight
// experience is recorded with the awards; winning a gunfight pays no BP
// (CHD-4). BP buy skills in play with [Sheet.BuySkill].
//
// A GM's award of Reputation, Fame and BP goes through [Sheet.Award]. A Great
// or Legendary Reputation adds 1 BP for every full 10 BP earned, and the
// Reputation Bonus talent 1 Reputation for every full 10 Reputation earned,
// each counted over everything earned since the last bonus, the remainders
// kept on the sheet (CHD-6).
//
// # A character between scenes
//
// A character lives through many scenes, and his body and standing go with
// him (rule WOD-7). The sheet keeps his condition ([Sheet.Condition], a
// wounds.Condition: his clock, hit points left, every wound with its
// clocks) and offers what the encounters' bridges read: [Sheet.Health] for
// a fight, [Sheet.HitPointsLeft], [Sheet.WoundPenalties], [Sheet.Fit], and
// his abilities as they are now — an infected wound's illness takes 2 off
// Strength, Dexterity and Constitution ([Sheet.AbilityNow]) and the
// modifiers that follow from them come from the lower scores
// ([Sheet.ToHit], [Sheet.DamageModifier], [Sheet.BaseSpeed],
// [Sheet.BaseAccuracy]), while his maximum hit points stay as rolled
// (CH-5). [Sheet.Abilities] gives the sheet's scores: an encounter takes
// the illness off them itself, from his condition (a brawl's chips and
// limits, a gunfight's wrestling rolls, his wounds' Constitution). A brawl's lost hit points do not change his chips: chips
// come from abilities (BR-1). Between scenes [Sheet.Pass] lets time pass on
// his wounds (healing, infection, injuries, lodged bullets, WO-2 … WO-5),
// and [Sheet.Patient] hands his body to a doctor.
//
// Every encounter gives each participant's consequences in one value
// (package scene), and [Sheet.Apply] takes them in one call: his timeline
// runs over the scene and its wounds are booked (a gunfight's condition
// taken whole), his Reputation and Fame awards applied, his BP and gunfight
// experience awarded (CH-11). It refuses consequences stamped at or before
// the last he took, so none is taken twice. The sheet keeps the highest
// Fame he ever held, so the songs of Fame 50 come once (RED-5), and the
// checks it rolls — [Sheet.SkillCheck], [Sheet.AbilityCheck] — take his
// Reputation's ±1 (RED-4).
//
// # Talents
//
// Talents are bought at creation with Building Points (CH-10), once each —
// Greased Lightning once per weapon type, Inheritance for 10 BP or more
// ($10 a BP). The catalogue, with the English rules' costs (the Spanish
// rules ask 40 BP for Mounted Marksmanship and for Quick Aim):
//
//	talent                      BP  effect
//	Advanced Sighting           70  draws a second shot-location card and keeps the better
//	Astute Observation          50  where others see, he observes: notices traps and subtleties
//	Blind-shooting              45  darkness penalties to shooting are halved
//	Courage                     10  -4 bonus to avoid ducking; never flees a gunfight because of wounds
//	Crack Shot                  50  +1 Accuracy, not beyond 30 ft
//	Damage Bonus                75  +1 damage in every case (close combat, shooting …)
//	Dead Eye                    50  beyond 30 ft the range penalty is one step better
//	Deadly Shot                 50  wound severity one grade worse; hit points lost unchanged
//	Dodge                       25  shots at him while he dodges take -4 instead of -2
//	Endurance                   15  +4 Con for checks against fatigue
//	Fan Firing                  35  fanning penalty -3 instead of -6
//	Fast Healer                 10  heals twice as fast
//	Forgettable Face            25  his looks do not stay in others' memory
//	Greased Lightning           20  -1 Speed with one weapon type
//	Great Ambidexterity         25  uses either hand without penalty, and without the +1 Speed ambidextrous people usually have
//	Grit                        50  wound penalties are halved
//	Guardian Angel              30  wound severity one grade lower
//	Hearty                      50  -1 damage from ranged weapons
//	Hip Shooter                 25  shooting from the hip at -2 instead of -4
//	Hit Point Bonus             20  +1d4 hit points at creation
//	Hold Your Liquor            10  +2 against intoxication
//	Improved Arc of Fire        15  shots into arc sectors B, C and D at a smaller penalty
//	Inheritance                10+  $10 of starting money per BP spent (10 BP or more)
//	Jack Rabbit Speed           20  starts running sooner and faster
//	Kentucky Windage            45  redraws the shot-location card and must keep the second
//	Mounted Marksmanship        10  reduces the penalties for shooting from horseback
//	Perceive Tendency           20  -1 to initiative in a gunfight or duel
//	Quick Aim                   10  halves the time of standard aiming (not deliberate or careful aim)
//	Quick Thinking              10  +1 Intelligence and +1 Wisdom
//	Rapid Reload                20  reloads firearms twice as fast
//	Reputation Bonus            35  +1 Reputation per 10 earned
//	Resist Disease/Infection    20  disease and infection checks are Easy instead of Average
//	Shot on the Run             50  running-and-shooting penalties one category better
//	Sprinter                    30  may sprint 10 seconds per hour
//	Tough as Nails              25  internal hemorrhaging: surgery one grade easier; after a failed one, infection against full Con; per 5 points lost, a full-Con check stops it
//	Veteran Gunfighter          20  starts with 1 gunfight experience
//	Weapon Bonus                50  +1 Accuracy with one chosen weapon
//
// An encounter reads the talents it has a use for when a participant is
// built; the others are carried and ignored.
//
// # Rules
//
// CH-1 … CH-11 are the source rules'; the CHD decisions and the Defaults
// (the modifier tables, skill list, quirks, backgrounds, paths and creation
// costs) are ours: this SDK's own reading where the source rules are
// silent, ambiguous or disagree, or a table they leave out, stated where it
// applies and, as data, replaceable.
//
//   - CH-1 Seven abilities, 3d6 in order plus d100 for the fraction. See
//     [Score], [RollAbilities].
//   - CH-2 Modifier tables (ours), reproducing the published example. See
//     [DefaultModifiers].
//   - CH-3 75 BP, 20 BP to re-roll all abilities, bonus BP. See [Ledger].
//   - CH-4 The eight steps of creation, and prior experience. See [Builder].
//   - CH-5 Hit points 20 + 1d4 + the Con modifier. See [RollHitPoints].
//   - CH-6 Base Speed and Accuracy. See [BaseSpeed], [BaseAccuracy].
//   - CH-7 Starting Reputation and Fame. See [StartingReputation].
//   - CH-8 Skills, their costs, mastery dice and purchases. See [Skill].
//   - CH-10 Talents. See [DefaultTalents].
//   - CH-11 Advancement after each scene. See [Sheet.EndScene].
//   - CHD-1 Several relevant abilities: the lowest improves the skill.
//   - CHD-2 Starting Reputation: the mean of the seven scores, rounded down.
//   - CHD-3 The published example wins over "above 12 positive".
//   - CHD-4 Winning a gunfight gives gunfight experience, never BP.
//   - CHD-5 Con healing per hit point is the wounds package's table. See
//     [ModifierTables].
//   - CHD-6 Reputation Bonus and the Great/Legendary BP bonus, counted over
//     everything earned. See [Sheet.Award], [Sheet.EndScene].
//   - DI-4, DI-5 Ability and skill checks. See [Sheet.AbilityCheck],
//     [Sheet.SkillCheck].
//   - WOD-7 His condition goes with him from scene to scene. See
//     [Sheet.Condition], [Sheet.Health], [Sheet.Pass], [Sheet.Apply].
//   - WO-3 An illness lowers Str, Dex and Con, and what follows from
//     them. See [Sheet.AbilityNow], [Sheet.Abilities].
//   - RED-4 The checks rolled through the sheet take Reputation's ±1. See
//     [Sheet.SkillCheck], [Sheet.AbilityCheck].
//   - RED-5 The songs of Fame 50 come once: the sheet keeps his highest
//     Fame. See [Sheet.HighestFame], [Sheet.Award].
//   - RE-1, RE-6 Reputation and awards, through package reputation.
//
// # Misuse
//
// As everywhere in the SDK: [NewBuilder] and [Roll] given nil dice return
// an error wrapping [ErrSetup], and so do purchases and checks that roll;
// rules that do not validate are an error at NewBuilder; the rolling
// helpers ([RollAbilities], [RollHitPoints], [BackgroundTables.Roll]) panic
// on nil dice, as their docs say. The rules are frozen into a builder when
// it is made. A sheet's JSON carries its version ([SheetVersion]).
//
// # Rules as data
//
// The source rules omit most tables. The modifier tables, skill list, quirks
// and flaws, background tables, profession paths and creation costs this
// package ships are defaults of our own — each says so — gathered in
// [Rules] and replaceable in Go or as JSON ([LoadRules]). The default
// modifier tables reproduce the one published example character exactly.
// The talent catalogue is the rules' own (the English rules' costs), and its
// canonical English names are exported as constants ([DeadlyShot] …) for
// other packages to match on.
//
// # Other packages
//
// Nothing in the SDK imports this package except the example programs: an
// encounter package declares the few methods it reads ([Sheet.Abilities],
// [Sheet.BaseSpeed], [Sheet.BaseAccuracy], [Sheet.MaxHitPoints],
// [Sheet.Health], [Sheet.HasTalent] …) and a *Sheet satisfies them. This
// package imports wounds, reputation and scene, whose values it keeps and
// applies. Starting Reputation and
// Fame are plain numbers that package reputation interprets.
//
// All randomness comes through a dice.Rand; each function that rolls
// documents its draws. The runnable tour is examples/newcharacter:
// go run ./examples/newcharacter -seed 7.
package character
