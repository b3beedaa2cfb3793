package check

import (
	"io/fs"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/names"
)

// TranslationsGroup is the name of the check's group of translations.
const TranslationsGroup = "translations: rules text and labels mirror the English"

// Translations proves that every translation states what the English states: it applies
// to each translated language the guard the build applies before it renders (the same
// function), so a kit built before a translation went wrong is not passed either.
func Translations(content, locales fs.FS, d *gamedata.Data) Result {
	res := Result{Group: TranslationsGroup}
	cat, err := i18n.Load(locales)
	if err == nil {
		err = cat.AddNames(names.Of(d))
	}
	if err != nil {
		res.Skipped = "the labels could not be read: " + err.Error()
		return res
	}
	var langs []string
	for _, l := range cat.Languages() {
		if l != i18n.Source {
			langs = append(langs, l)
		}
	}
	for _, err := range build.CheckTranslations(content, cat, langs) {
		res.Problems = append(res.Problems, err.Error())
	}
	return res
}
