package trial

// StandardTrial returns the SDK's standard trial, a fresh Config each
// call: a circumstantial case before a fair judge, against a defendant of
// Low Reputation (score 12); the GM rates the prosecution's evidence 4 and
// the defence's 3; the prosecutor speaks with Oratory 45% and Law 55% and
// plays [Greedy]; the defence speaks with Oratory 50% and Law 70%,
// tampers with Trade 60%, and plays Greedy{Attempts: 2}, bribing two
// jurors before the trial. It is the trial the benchmarks measure, and a
// ready setup for a tool or a test: change what differs.
func StandardTrial() Config {
	return Config{
		Case:        Circumstantial,
		Judge:       Judge{Temperament: Fair},
		Defendant:   12,
		Evidence:    Ratings{Prosecution: 4, Defence: 3},
		Prosecution: Skills{Oratory: 45, Law: 55, Decider: Greedy{}},
		Defence:     Skills{Oratory: 50, Law: 70, Trade: 60, Decider: Greedy{Attempts: 2}},
	}
}
