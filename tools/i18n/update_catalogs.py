#!/usr/bin/env python3
"""Extracts the texts a person reads into gettext templates and keeps the catalogs in step.

Domains: "plateau" (the program: launcher/src, calls tr/trn/trc) with its catalogs in
launcher/po/, and one per game (its id: the plugin's code in plugins/<id>/, calls
translate/translatePlural/translateInContext and PLATEAU_N_ marks, plus the names,
descriptions, labels and rules of games/<id>/**/*.toml) with its catalogs in
games/<id>/po/, and one per example game (examples/<id>/src and
examples/<id>/games/<id>/**/*.toml) with its catalogs in examples/<id>/games/<id>/po/.

  update_catalogs.py            regenerate every .pot and merge it into every .po
  update_catalogs.py --check    change nothing; fail when a catalog misses a translation,
                                has a fuzzy one, or does not compile (msgfmt --check)
"""
import argparse
import pathlib
import re
import subprocess
import sys
import tempfile
import tomllib

ROOT = pathlib.Path(__file__).resolve().parents[2]
# Every domain, the example games' (examples/<id>/) included, is translated into these.
LANGUAGES = ["fr", "nl", "ru"]
PLURAL_FORMS = {
    "fr": "nplurals=2; plural=(n > 1);",
    "nl": "nplurals=2; plural=(n != 1);",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
          "(n%100<10 || n%100>=20) ? 1 : 2);",
}
# Keys of a game's data whose values a person reads.
TOML_KEYS = {"name", "description", "label", "rules", "title", "text", "hint", "help",
             "summary", "throw_word", "piece_name", "again"}
HEADER = ('msgid ""\nmsgstr ""\n"Project-Id-Version: Plateau\\n"\n'
          '"Content-Type: text/plain; charset=UTF-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n\n')
PROGRAM_KEYWORDS = ["-ktr", "-ktrn:1,2", "-ktrc:1c,2"]
GAME_KEYWORDS = ["-kPLATEAU_N_", "-ktx", "-ktxn:1,2", "-ktranslate:2", "-ktranslatePlural:2,3",
                 "-ktranslateInContext:2c,3"]


def run(args, **kw):
    return subprocess.run(args, check=True, text=True, capture_output=True, **kw)


def sources(folder):
    return sorted(str(p.relative_to(ROOT)) for p in folder.rglob("*")
                  if p.suffix in (".cpp", ".hpp") and p.is_file())


def xgettext(files, keywords, out):
    if not files:
        out.write_text("")
        return
    run(["xgettext", "--language=C++", "--from-code=UTF-8", "--add-comments=TRANSLATORS:",
         "--package-name=Plateau", "--sort-by-file", "--no-wrap", "-k", *keywords,
         "-o", str(out), *files], cwd=ROOT)


def po_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n"
                                                                         ).replace("\t", "\\t") + '"'


def toml_strings(folder):
    """(text, file:line, key) for every readable text of a game's data."""
    found = []
    for path in sorted(folder.rglob("*.toml")):
        if "po" in path.relative_to(folder).parts:
            continue
        lines = path.read_text(encoding="utf-8").splitlines()
        try:
            data = tomllib.loads("\n".join(lines))
        except tomllib.TOMLDecodeError as e:
            sys.exit(f"{path.relative_to(ROOT)}: {e}")

        def where(key, value):
            first = value.splitlines()[0] if value else ""
            for i, line in enumerate(lines, 1):
                if re.match(rf"\s*{re.escape(key)}\s*=", line) and first[:40] in line:
                    return i
            for i, line in enumerate(lines, 1):
                if first[:40] and first[:40] in line:
                    return i
            return 1

        def walk(node, at):
            if isinstance(node, dict):
                for key, value in node.items():
                    here = f"{at}.{key}" if at else key
                    # A colour ("#ece6dc", a look's label colour) is not text.
                    if (key in TOML_KEYS and isinstance(value, str) and value.strip()
                            and not re.fullmatch(r"#[0-9a-fA-F]{3,8}", value)):
                        found.append((value, f"{path.relative_to(ROOT)}:{where(key, value)}", here))
                    else:
                        walk(value, here)
            elif isinstance(node, list):
                for item in node:
                    walk(item, at + "[]")
        walk(data, "")
    return found


def write_data_pot(entries, out):
    seen = {}
    for text, ref, key in entries:
        seen.setdefault(text, ([], key))[0].append(ref)
    with out.open("w", encoding="utf-8") as f:
        f.write(HEADER)
        for text, (refs, key) in seen.items():
            f.write(f"#. {key} in the game's data\n")
            for ref in refs:
                f.write(f"#: {ref}\n")
            f.write(f"msgid {po_string(text)}\nmsgstr \"\"\n\n")


def domains():
    """(domain, .pot path, .po folder, function writing the template into a path)."""
    def program(out):
        # The framework's own texts (player counts, errors) are the program's too.
        xgettext(sources(ROOT / "launcher" / "src") + sources(ROOT / "framework" / "src"),
                 PROGRAM_KEYWORDS + GAME_KEYWORDS, out)
    yield "plateau", ROOT / "launcher" / "po", program
    for game in sorted(p for p in (ROOT / "games").iterdir() if p.is_dir()):
        def make(out, game=game):
            with tempfile.TemporaryDirectory() as tmp:
                code, data = pathlib.Path(tmp, "code.pot"), pathlib.Path(tmp, "data.pot")
                xgettext(sources(ROOT / "plugins" / game.name), GAME_KEYWORDS, code)
                write_data_pot(toml_strings(game), data)
                parts = [str(p) for p in (code, data) if p.exists() and p.stat().st_size > 0]
                run(["msgcat", "--use-first", "--no-wrap", "-o", str(out), *parts])
        yield game.name, game / "po", make
    # The example games: their code in examples/<id>/src, their data in examples/<id>/games/<id>.
    for game in sorted(p for p in (ROOT / "examples").glob("*/games/*") if p.is_dir()):
        def make(out, game=game):
            with tempfile.TemporaryDirectory() as tmp:
                code, data = pathlib.Path(tmp, "code.pot"), pathlib.Path(tmp, "data.pot")
                xgettext(sources(game.parents[1] / "src"), GAME_KEYWORDS, code)
                write_data_pot(toml_strings(game), data)
                parts = [str(p) for p in (code, data) if p.exists() and p.stat().st_size > 0]
                run(["msgcat", "--use-first", "--no-wrap", "-o", str(out), *parts])
        yield game.name, game / "po", make


def finish_header(path, domain):
    """The header names the domain (xgettext and msginit name the package or folder)."""
    text = path.read_text(encoding="utf-8")
    head, sep, rest = text.partition("\n\n")
    head = re.sub(r'"Project-Id-Version:[^"]*"', f'"Project-Id-Version: Plateau {domain}\\\\n"', head)
    head = head.replace("CHARSET", "UTF-8")
    if "PO-Revision-Date" not in head and "Language:" in head:
        head = head.replace('"Last-Translator:', '"PO-Revision-Date: 2026-12-01 00:00+0000\\n"\n"Last-Translator:', 1)
    path.write_text(head + sep + rest, encoding="utf-8")


DATE = re.compile(r'"POT-Creation-Date: [^"]*"')


def keep_date_if_unchanged(pot, before):
    """A template whose messages did not change keeps its date, so `make pot` leaves no churn."""
    old_date = DATE.search(before)
    after = pot.read_text(encoding="utf-8")
    if old_date and DATE.sub(lambda _: old_date.group(0), after, count=1) == before:
        pot.write_text(before, encoding="utf-8")


def update():
    for domain, folder, make in domains():
        folder.mkdir(exist_ok=True)
        pot = folder / f"{domain}.pot"
        before = pot.read_text(encoding="utf-8") if pot.exists() else ""
        make(pot)
        finish_header(pot, domain)
        keep_date_if_unchanged(pot, before)
        for lang in LANGUAGES:
            po = folder / f"{lang}.po"
            if not po.exists():
                run(["msginit", "--no-translator", "--no-wrap", "-l", f"{lang}.UTF-8", "-i", str(pot),
                     "-o", str(po)])
                text = po.read_text(encoding="utf-8")
                text = re.sub(r'"Plural-Forms:[^"]*"', f'"Plural-Forms: {PLURAL_FORMS[lang]}\\\\n"', text)
                po.write_text(text, encoding="utf-8")
                finish_header(po, domain)
            run(["msgmerge", "--quiet", "--update", "--backup=none", "--no-wrap", str(po), str(pot)])
        print(f"{domain}: {pot.relative_to(ROOT)} and {len(LANGUAGES)} catalogs updated")


STATS = re.compile(r"(\d+) translated messages?(?:, (\d+) fuzzy translations?)?"
                   r"(?:, (\d+) untranslated messages?)?")


def check():
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for domain, folder, make in domains():
            pot = pathlib.Path(tmp, f"{domain}.pot")
            make(pot)
            for lang in LANGUAGES:
                po = folder / f"{lang}.po"
                if not po.exists():
                    print(f"{domain} {lang}: no catalog {po.relative_to(ROOT)}")
                    failed = True
                    continue
                merged = pathlib.Path(tmp, f"{domain}.{lang}.po")
                run(["msgmerge", "--quiet", "--no-fuzzy-matching", "-o", str(merged), str(po), str(pot)])
                result = subprocess.run(["msgfmt", "--check", "--statistics", "-o", "/dev/null",
                                         str(merged)], text=True, capture_output=True)
                stats = STATS.search(result.stderr)
                translated = int(stats.group(1)) if stats else 0
                fuzzy = int(stats.group(2) or 0) if stats else 0
                untranslated = int(stats.group(3) or 0) if stats else 0
                ok = result.returncode == 0 and stats and fuzzy == 0 and untranslated == 0
                print(f"{domain} {lang}: {translated} translated, {fuzzy} fuzzy, "
                      f"{untranslated} untranslated{'' if ok else '  <- FAILS'}")
                if result.returncode != 0:
                    print(result.stderr.strip())
                if not ok:
                    failed = True
                    missing = subprocess.run(["msgattrib", "--untranslated", "--no-obsolete", str(merged)],
                                             text=True, capture_output=True).stdout
                    for line in missing.splitlines():
                        if line.startswith("msgid ") and line != 'msgid ""':
                            print(f"    missing: {line[6:]}")
    return 1 if failed else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    sys.exit(check() if args.check else update())
