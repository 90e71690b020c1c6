// Package scene is what a scene leaves a character with: its consequences,
// one value an encounter gives for each participant and a character takes
// in one call.
//
// Aces & Eights is played as a campaign. The man beaten in the saloon at
// noon walks into the street at sundown with his bruises; his wounds heal
// or fester over the weeks after; his Reputation and Fame move with what
// the town saw; each scene pays its Building Points. Every encounter
// package (gunfight, brawl, chase, trial) reads a participant's condition
// when it is built (package wounds, rule WOD-7) and, once it is over, says
// what it did to him as [Consequences]: which scene it was, how long it
// took on his clock, the wounds he took, whether he died, his Reputation
// and Fame awards, and the facts his BP award reads (rule CH-11). Package
// character applies them to a sheet in one call; a tool with a character
// model of its own reads the same value.
//
// This package is a value package one floor up, beside wounds and
// reputation: it imports only dice, wounds and reputation (and the SDK's
// strict JSON decoding, internal machinery), and nothing in it rolls. The encounters import it; nothing imports an encounter.
//
// # A character between scenes
//
// A scene starts from his condition at a moment of his clock (his
// wounds.Condition's Now) and ends [Consequences.Took] later. Taking its
// consequences first advances his timeline by that much — his wounds
// bleed, get checked for infection and heal as they would have, since an
// encounter other than a gunfight does not see bleeds during the scene
// (ours) — and then books the scene's wounds at its end. A gunfight bleeds
// each man's wounds in the count (GU-13), so its consequences carry his
// whole condition as the fight left it instead, and nothing is booked or
// bled twice. Each set of consequences is stamped with the scene it comes
// from and the time it ended on his clock ([Stamp]): a character refuses
// consequences stamped at or before the last he took, so none is taken
// twice.
//
// How long a scene takes on his clock: a gunfight its last count, in
// tenths of a second (GU-1); a brawl ten seconds a round (BR-2); a chase
// its turns, each of the length the chase's rules give (ours, as data); a
// trial its days.
//
// # Rules
//
//   - WOD-7 a man's condition goes with him from scene to scene: the
//     wounds a scene gave him ([Consequences.Hits], or his whole
//     [Consequences.Condition] after a gunfight), and the hit points a
//     brawl or a chase's obstacles took as one brawling wound
//     (wounds.Brawling, GUD-10, CSD-2).
//   - RE-6 Reputation and Fame are awarded after each scene, by the award
//     tables ([Consequences.Awards]; reputation.DefaultDeeds is ours, and a
//     GM passes his own).
//   - CH-11, CHD-4 BP are awarded after each scene, with the gunfight
//     experience; winning a gunfight is experience, never BP
//     ([Advancement]).
//   - GUD-7 death: dead at −10 hit points ([Consequences.Dead]).
package scene
