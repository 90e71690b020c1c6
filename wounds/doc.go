// Package wounds is the body over time in Aces & Eights: wounds with their
// severity and specific injuries, and a patient's timeline on which they
// bleed, fester, get infected and heal.
//
// # Wounds in the game
//
// A wound's severity is the hit points it cost (rule WO-1): a 7-point hit
// is a severity-7 wound. Its special effects stay unknown to the victim
// until he spends one second per severity level examining it. A wound may
// carry specific injuries (WO-4) — broken bone (BB), internal bleeding (IB),
// internal hemorrhaging (IH), severe bleeding (SB), unconsciousness (Unc),
// mangled (Man), lodged bullet (BL) — and movement and accuracy penalties;
// which ones come from the critical table (WO-6), which the source rules
// do not print: DefaultCriticalTable is ours, and users may load the
// rulebook's.
// Talents: the shooter's Deadly Shot makes the wound one severity grade
// worse, the victim's Guardian Angel one grade better, hit points unchanged
// (GUD-3); Grit halves wound penalties; Fast Healer heals twice as fast;
// Resist Disease/Infection eases the infection checks; Tough as Nails eases
// internal hemorrhaging (WOD-2).
//
// # The procedure, step by step
//
//  1. Build a Patient with NewPatient: his Con, maximum hit points,
//     talents (read once, by canonical name), the dice.Rand he rolls with,
//     and the tables (nil: ours).
//  2. Patient.Wound gives him a wound now: location, damage, cause. The
//     critical table gives its effect at once — a gunfight reads
//     Patient.Penalties right away — and the wound's processes join the
//     timeline. Down at 0 hit points, dead at −10 (GUD-7).
//  3. Patient.Advance moves his clock, which counts tenths of a second — a
//     gunfight's counts — by seconds, minutes, hours or days (WO-7); every
//     process fires in time order, each on the clock of the wound (or the
//     check) that started it, and logs an Event:
//     severe bleeding d6−2 a minute until a natural 1 or a pressure bandage
//     held 20 minutes; internal bleeding d6−3 an hour until a natural 1,
//     secret until diagnosed; hemorrhaging d4+1 an hour until death or
//     surgery; unconsciousness 10 + 2d20 minutes; a serious wound's secret
//     infection check an hour after it (WO-3); a lodged bullet's Con check a
//     day after it, festering 1d4−2 a day, re-checks every third day (WO-5);
//     the infected wound's 2d8 check two days after infection; and healing,
//     every wound at once, one hit point after as many days as its severity
//     (WO-2). Bleeding and festering damage are wounds of their own;
//     negative damage rolls count as 0; bleeding and healing never
//     penetrate.
//  4. Treat him between advances: Examine, Diagnose, Clean (within the
//     hour), Staunch and ReleasePressure, SetBone, Nurse and NurseAll,
//     Operate (internal bleeding, hemorrhaging, lodged bullets). Caregivers
//     bring their Nursing and Medicine masteries; the checks are dice skill
//     checks.
//  5. Save him with encoding/json at any point — the dice's state included
//     when they can be saved (*dice.Source) — and load him to resume the
//     very same timeline.
//
// Wound Con checks roll 2d10 ≤ the target (WOD-4): against full Con, or
// half Con where a rule says so (2 × total ≤ Con, DID-5); the infected-wound
// check rolls 2d8.
//
// # Infection
//
// A wound whose severity grade exceeds its location's threshold (the body
// table's; a thigh's is 5) is serious. An hour after it, when the time to
// clean it is up, comes its secret infection check, the ordinary one:
// 2d10 + the excess ≤ his full Con (WO-3, WOD-4) — a thigh wound of grade
// 7 adds 2, so Con 12 passes on 2d10 of 10 or less. Cleaned and dressed
// within that hour, 1 comes off the 2d10 for every full 10% of the
// Nursing (Easy) or Medicine (Trivial) check's margin (Patient.Clean).
// Failed, the wound is infected, and two days later it takes its own Con
// check on 2d8 (+3 for an abdominal wound) ≤ Con, which says what the
// infection gives: success, a mild illness for 1d3 weeks (−2 Str, Dex and
// Con); failure, a gross infection — an arm, hand, leg or foot is
// amputated, the head, neck or torso kills by sepsis in 2d12 days. Resist
// Disease/Infection makes each of these checks one grade easier: +2 to a
// full-Con target, full Con for a half-Con one.
//
// # Rule IDs
//
// WO-1 … WO-7 are the source rules'; the WOD decisions and the Defaults
// (the critical, body and Con tables, the bullet surgery's difficulty) are
// ours: this SDK's own reading where the source rules are silent, ambiguous
// or disagree, or a table they leave out, stated where it applies and, as
// data, replaceable.
//
//   - WO-1 severity: the hit points a wound cost; examining it takes a second
//     per severity level (Patient.Wound, Patient.Examine).
//   - WO-2 healing: a hit point after as many days of rest as the severity,
//     every wound at once; Con, nursing and Fast Healer (Patient.Advance,
//     Tables.DaysPerHP).
//   - WO-3 infection: a serious wound's secret Con check, cleaning within
//     the hour, the infected wound's 2d8 check, illness, amputation, sepsis
//     (Patient.Clean).
//   - WO-4 specific injuries: broken bones, internal bleeding and
//     hemorrhaging, severe bleeding, unconsciousness, mangled parts, lost
//     movement (Patient.Staunch, Patient.SetBone, Patient.Diagnose,
//     Patient.Operate).
//   - WO-5 lodged bullets: the Con check a day later, festering, re-checks,
//     surgery (Patient.Operate).
//   - WO-6 the critical table: which wounds carry which injuries
//     (CriticalTable).
//   - WO-7 the timeline: tenths of a second, minutes, hours and days, each
//     process in time order on its wound's own clock (Time,
//     Patient.AdvanceTo, Patient.Next, Patient.NextBleed).
//   - WOD-1 surgery that succeeds stops the bleeding; staunching, setting
//     and diagnosing need the skill and no roll.
//   - WOD-2 Tough as Nails eases internal hemorrhaging: easier surgery,
//     infection against full Con, a Con check every 5 points lost.
//   - WOD-3 the lodged bullet's re-check every third day: half Con and a
//     cumulative +1.
//   - WOD-4 wound Con checks roll 2d10 ≤ the target (the infected wound
//     2d8); Resist Disease/Infection makes them one grade easier.
//   - WOD-5 un-nursed, a broken bone's wound takes a day more per hit point
//     on top of the bone's time.
//   - WOD-6 untended broken ribs: permanent, always, by default (the
//     English rules); the Spanish rules' 50% of any unset bone as an option
//     (BodyRow.AlwaysMisheals).
//   - WOD-7 a man's condition goes with him from scene to scene
//     (Condition, Patient.Condition, Patient.SetCondition, Condition.Fit);
//     a brawl's hit points are one brawling wound (Brawling).
//   - GU-12, GUD-15 a mangled or amputated leg cannot walk or run, whatever
//     the tables say: he may crawl (Penalties).
//   - GU-13 the clock counts tenths of a second, a gunfight's counts, so a
//     fight bleeds each wound on its own clock (Time, Patient.NextBleed).
//   - DID-5 "≤ half Con" is 2 × total ≤ Con.
//   - GUD-3 the severity grade: Deadly Shot one worse, Guardian Angel one
//     better, hit points unchanged (Grade).
//   - GUD-7 down at 0 hit points, dead at −10.
//   - GUD-10 a brawling wound: fists, boots, a blunt close-combat blow
//     or wrestling; the brawl's own is the Brawling cause.
//   - CH-5 maximum hit points (Body.MaxHP); CH-10 the talents this package
//     reads: Fast Healer, Grit, Guardian Angel, Resist Disease/Infection,
//     Tough as Nails (Body.Talents), and the shooter's Deadly Shot
//     (Hit.DeadlyShot).
//   - DI-1 penetration (the surgery's 1d4−1); DI-5 skill checks (Nursing and
//     Medicine).
//
// # A character between scenes
//
// A man's body goes with him from scene to scene (rule WOD-7): his
// Condition — his clock, his hit points left and every wound with its
// injuries and what is next due on its clock — is what a character keeps
// between scenes and what an encounter builds each participant's body in
// (Patient.SetCondition), so a man comes into a gunfight with his hit
// points, his wounds' penalties and his bleeding on its own clock (GUD-16).
// Condition.Fit says whether he can stand at all: above 0 hit points and
// conscious. The hit points a brawl takes are one wound of cause Brawling
// (GUD-10): no location, no critical effect, no infection check, and it
// heals as WO-2 says. Days pass on his timeline between scenes with
// Patient.Advance.
//
// Misuse is an error, never a panic: a patient not built with NewPatient
// (ErrBody), a wound number he does not have (ErrNoWound), a roll without
// dice (ErrRand), tables that do not validate (ErrTable). As everywhere in
// the SDK, the constructor given nil dice returns an error: NewPatient
// wraps ErrRand.
//
// # Defaults of ours
//
// The source rules leave out the critical table, the severity thresholds,
// the Con healing table and the Medicine mastery by bullet location; this
// package ships them as data (Tables, loadable from JSON, validated) and
// says so in their doc comments. Where the source rules are silent it
// reads them as follows:
// a bleeding injury's damage makes one wound that grows while it bleeds,
// and a wound that takes more damage starts its rest over; a wound's
// Speed and Accuracy penalties shrink as it heals and end when it has
// healed (a broken bone's hold in full until then); the movement types are
// crawl, walk, run and sprint; a broken bone heals no sooner than its wound;
// staunching, setting and diagnosing need the skill and no roll; surgery
// on bleeding checks for infection whether it succeeds or not; each process
// keeps the clock of what started it — bleeding counts its minutes and
// hours from the wound, healing its days from the wound, festering its
// days from the check that started it — and a broken bone's days are
// rolled a day after the break, when its healing starts.
//
// The Example functions show a 4-point wound healing, a gut shot with
// internal bleeding and surgery, and a lodged bullet festering.
package wounds
