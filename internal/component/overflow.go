package component

import (
	"errors"

	"github.com/excalibur-kit/excalibur/internal/textfit"
)

// overflows gathers the text overflows of a component's items, so that one card or page
// whose text does not fit does not hide the next: the designer sees every item to fix at
// once, and the preview updates the items that drew fine.
type overflows []error

// keep takes an item's error: an overflow is kept and the drawing goes on (nil), any
// other error stops it and is returned.
func (o *overflows) keep(err error) error {
	var of *textfit.OverflowError
	if err == nil || !errors.As(err, &of) {
		return err
	}
	*o = append(*o, err)
	return nil
}

// err is every overflow kept, joined (nil if none).
func (o overflows) err() error { return errors.Join(o...) }
