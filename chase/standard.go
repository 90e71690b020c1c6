package chase

// StandardChase returns the standard chase, a new copy each call: the one
// the package's benchmarks measure and its tests and tools may share.
// "Arabian rider" (Riding 50) flees across the badlands on an Arabian,
// betting as [Canny] does; "Thoroughbred rider" (Riding 30, Tracking 40)
// pursues him on a Thoroughbred and gives up once 20 cards behind
// ([Patience]{Gap: 20} over Canny). The deck is shuffled, the gap is the
// rules' 6 cards, the weather clear, the turn cap 300. The horses are
// those [RollHorse] rolls in turn from dice.NewSource(1876) for a
// Thoroughbred, a Quarter Horse, an Arabian and a Percheron of age 6, with
// the default horse rules (see [StandardRace]).
func StandardChase() Setup {
	h := standardHorses()
	return Setup{
		Pursued:  Rider{Name: "Arabian rider", Riding: 50, Initiative: 2, Horse: h[2], Decider: Canny{}},
		Pursuers: []Rider{{Name: "Thoroughbred rider", Riding: 30, Tracking: 40, Horse: h[0], Decider: Patience{Gap: 20}}},
		Terrain:  badlands,
	}
}

// StandardRace returns the standard horse race, a new copy each call: the
// one the package's benchmarks measure. Four riders run the source rules'
// 30 cards (rule CS-7, [DefaultCourse]), each on the horse of his name
// (see [StandardChase]) and with Riding 30, 40, 50 and 60 and initiative
// modifiers 0, 1, 2 and 3 in this order: "Thoroughbred rider" all out
// ([AllOut]), "Quarter Horse rider" [Canny], "Arabian rider" [Steady] and
// "Percheron rider" all out.
func StandardRace() RaceSetup {
	h := standardHorses()
	deciders := [4]Strategy{AllOut{}, Canny{}, Steady{}, AllOut{}}
	rs := make([]Rider, len(h))
	for i := range rs {
		rs[i] = Rider{Name: h[i].Name + " rider", Riding: 30 + 10*i, Initiative: i, Horse: h[i], Decider: deciders[i]}
	}
	return RaceSetup{Riders: rs}
}

// standardHorses returns the horses of the standard chase and race, as
// RollHorse rolls them in turn from dice.NewSource(1876) (a test rolls them
// again): a Thoroughbred, a Quarter Horse, an Arabian and a Percheron,
// geldings of age 6.
func standardHorses() [4]Horse {
	return [4]Horse{
		{Name: "Thoroughbred", Breed: "Thoroughbred", Age: 6, Height: 64, Weight: 940, HP: 25, Sex: "gelding", TemperamentType: "treacherous",
			Attributes: Attributes{ShortSpeed: 13, MediumSpeed: 13, LongSpeed: 7, Agility: 11, Endurance: 9, HorseSense: 9,
				Temperament: 11, Trainability: 7, Mettle: 6, Soundness: 5, Strength: 11}},
		{Name: "Quarter Horse", Breed: "Quarter Horse", Age: 6, Height: 62, Weight: 950, HP: 31, Sex: "gelding", TemperamentType: "nervous",
			Vices: []string{"shying", "running away"},
			Attributes: Attributes{ShortSpeed: 7, MediumSpeed: 9, LongSpeed: 7, Agility: 8, Endurance: 4, HorseSense: 10,
				Temperament: 12, Trainability: 12, Mettle: 6, Soundness: 10, Strength: 12}},
		{Name: "Arabian", Breed: "Arabian", Age: 6, Height: 56, Weight: 930, HP: 30, Sex: "gelding", TemperamentType: "quiet",
			Attributes: Attributes{ShortSpeed: 11, MediumSpeed: 9, LongSpeed: 13, Agility: 7, Endurance: 12, HorseSense: 9,
				Temperament: 11, Trainability: 13, Mettle: 8, Soundness: 12, Strength: 9}},
		{Name: "Percheron", Breed: "Percheron", Age: 6, Height: 66, Weight: 1830, HP: 44, Sex: "gelding", TemperamentType: "stubborn",
			Vices: []string{"biting"},
			Attributes: Attributes{ShortSpeed: 13, MediumSpeed: 7, LongSpeed: 8, Agility: 7, Endurance: 11, HorseSense: 12,
				Temperament: 8, Trainability: 6, Mettle: 10, Soundness: 6, Strength: 20}},
	}
}
