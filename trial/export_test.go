package trial

// StudyPath turns the journal and the log of t off, as Simulate does for
// the trials of a study, so that a benchmark measures the path a study
// takes.
func StudyPath(t *Trial) { t.j.Off, t.rec.Off, t.quiet = true, true, true }
