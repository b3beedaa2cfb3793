package rulebook

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/i18n"
)

// Starting a language. A new translation begins as the tooling already sees a paragraph
// the English added after a file was translated: each rules file of the language and its
// accepted English (source/) hold the English front matter and no block, so every block
// of today's English is an added block. `excalibur translations` lists each one with
// where it goes, the PO export writes it as an empty entry, a draft prints it in English
// between ⟦ ⟧ where it belongs, and the PO import writes it into the file, and into the
// accepted English, once it is translated.

// StartFile is one file a new language begins with: its path inside content/ and text.
type StartFile struct {
	Path string // rules/de/05-manor.md, rules/de/source/05-manor.md, terms/de.toml
	Text []byte
}

// StartRules is the rules text a new language begins with: for each English file (the
// quick reference's too), the file and its accepted English, both the English front
// matter alone.
func StartRules(fsys fs.FS, lang string) ([]StartFile, error) {
	var out []StartFile
	for _, sub := range []string{"", QuickDir} {
		names, err := fs.Glob(fsys, path.Join(Dir, i18n.Source, sub, "*.md"))
		if err != nil {
			return nil, err
		}
		for _, name := range names {
			raw, err := readRulesFile(fsys, name)
			if err != nil {
				return nil, err
			}
			head, err := frontMatterOf("content/"+name, raw)
			if err != nil {
				return nil, err
			}
			rel := path.Join(sub, path.Base(name))
			out = append(out,
				StartFile{Path: path.Join(Dir, lang, rel), Text: head},
				StartFile{Path: path.Join(Dir, lang, SourceDir, rel), Text: head})
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("content/%s: %w", path.Join(Dir, i18n.Source), ErrNoText)
	}
	return out, nil
}

// frontMatterOf is a rules file's front matter with its +++ lines: the id, number and
// part a translation keeps (the index's subjects and forms, which a translator words).
func frontMatterOf(file string, raw []byte) ([]byte, error) {
	if _, err := parseSource(file, raw); err != nil {
		return nil, err
	}
	const fence = "+++\n"
	end := bytes.Index(raw[len(fence):], []byte("\n"+fence))
	return append([]byte(nil), raw[:len(fence)+end+1+len(fence)]...), nil
}

// StartTerms is the terms file a new language begins with: a table for each term of the
// English glossary, commented out, to be worded as the language's glossary writes the
// term once it does (a term the glossary lacks would fail the lint).
func StartTerms(fsys fs.FS, lang string) (StartFile, error) {
	terms, err := glossaryTerms(fsys)
	if err != nil {
		return StartFile{}, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, `# The game terms of the %[1]s rules text and labels, beside the glossary
# (content/rules/%[1]s/92-glossary.md) that names them; content/terms/en.toml says what each
# key means. Below is each term of the English glossary, commented out. When your glossary
# has a term, uncomment its table, write the term as your glossary writes it, and list:
#   refuse: synonyms that must not stand for it (lower case, as stems);
#   only:   words that mean the term and nothing else.
# A term needs neither list until a synonym drifts in.
`, lang)
	for _, t := range terms {
		fmt.Fprintf(&b, "\n# [%q]\n# refuse = []\n# only = []\n", t)
	}
	return StartFile{Path: path.Join(TermsDir, lang+".toml"), Text: []byte(b.String())}, nil
}

// glossaryTerms are the headwords of the English glossary: each definition's first line.
func glossaryTerms(fsys fs.FS) ([]string, error) {
	srcs, err := LoadSources(fsys, path.Join(Dir, i18n.Source))
	if err != nil {
		return nil, err
	}
	for _, s := range srcs {
		if s.ID != "glossary" {
			continue
		}
		var out []string
		for _, b := range Blocks(s) {
			head, def, ok := strings.Cut(b.Text, "\n")
			if ok && strings.HasPrefix(def, ": ") {
				out = append(out, strings.TrimSpace(head))
			}
		}
		return out, nil
	}
	return nil, fmt.Errorf("content/%s: no glossary (a file with id = \"glossary\")", path.Join(Dir, i18n.Source))
}

// WriteStart writes the files of a new language under root (the content folder on disk),
// refusing, before it writes anything, to replace a file that is there.
func WriteStart(root string, files []StartFile) error {
	for _, f := range files {
		if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(f.Path))); err == nil {
			return fmt.Errorf("%s: already there; nothing was written", filepath.Join(root, filepath.FromSlash(f.Path)))
		}
	}
	for _, f := range files {
		dst := filepath.Join(root, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(dst, f.Text, 0o644); err != nil {
			return err
		}
	}
	return nil
}
