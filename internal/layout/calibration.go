package layout

// Calibration is how the duplex calibration sheet is drawn (layout/calibration.toml);
// the file's comments say what each value is.
type Calibration struct {
	Palettes // its own changes to the kit's palette, if any

	Title  Font              `toml:"title"`
	Text   CalibrationText   `toml:"text"`
	Cross  CalibrationCross  `toml:"cross"`
	Scales CalibrationScales `toml:"scales"`
	Ring   CalibrationRing   `toml:"ring"`
}

// CalibrationRing is the ring on the back, moved by the build's back offset.
type CalibrationRing struct {
	Radius float64 `toml:"radius"`
	Line   float64 `toml:"line"`
}

// CalibrationText is the instructions on each side of the sheet.
type CalibrationText struct {
	Font    Font    `toml:"font"`
	Leading float64 `toml:"leading"`
	Below   float64 `toml:"below" layout:"zero"`
	Height  float64 `toml:"height"`
}

// CalibrationCross is the cross on the front that the back's scales read.
type CalibrationCross struct {
	Middle float64 `toml:"middle"`
	Arm    float64 `toml:"arm"`
	Line   float64 `toml:"line"`
}

// CalibrationScales are the two millimetre scales on the back.
type CalibrationScales struct {
	Reach     int     `toml:"reach"`
	Away      float64 `toml:"away"`
	Line      float64 `toml:"line"`
	Tick      float64 `toml:"tick"`
	Long      float64 `toml:"long"`
	Every     int     `toml:"every"`
	Number    Font    `toml:"number"`
	NumberGap float64 `toml:"number_gap" layout:"zero"`
	Zero      float64 `toml:"zero"`
}

// checkCalibration refuses a cross whose middle is not on the page and arms that do not
// reach the scales.
func (l *Layout) checkCalibration() error {
	c, p := l.Calibration, l.parts["calibration"]
	if !(c.Cross.Middle < 1) {
		return sourceError(p.Source("cross.middle"), "expected a share of the page's height below 1, got %v", c.Cross.Middle)
	}
	if need := c.Scales.Away + c.Scales.Long; c.Cross.Arm < need {
		return sourceError(p.Source("cross.arm"), "the arms must cross the scales: expected at least scales.away + scales.long = %v mm, got %v", need, c.Cross.Arm)
	}
	return nil
}
