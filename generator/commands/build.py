"""``playaid build``: render every printable document and the site."""

from __future__ import annotations

import argparse

from playaid.automata.language import LANGUAGES
from playaid.generator.registry import GAMES
from playaid.rules.text import ENGLISH, N_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from playaid.generator.cli import Streams

HELP = N_("write every printable aid and sheet, and the site, under out/")
DESCRIPTION = N_("Render every player aid and decision sheet as PDF (A4 and US Letter), "
                 "then build the documentation site.")
EXAMPLES = N_("""\
examples:
  playaid build
  playaid build --mono                 add the black-and-white edition, for a laser printer
  playaid build --paper a4 --games toledo1085 --no-site
  playaid build --out /tmp/aids
  playaid build --games troyes --paper a4 --lang en --site-url https://example.org/playaid/
                                       every sheet prints its page's address there, with a QR code""")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--paper", choices=("a4", "letter", "all"), default="all",
                        help="paper size to render (default: all)")
    parser.add_argument("--games", metavar="LIST", default="all",
                        help=ENGLISH(N_("comma-separated games to render: {games} or all (default: all)"),
                                     games=", ".join(GAMES)))
    parser.add_argument("--lang", choices=(*LANGUAGES, "all"), default="all",
                        help=ENGLISH(N_("language of the documents: {langs} or all (default: all); each is written "
                                        "to out/<lang>/"), langs=", ".join(LANGUAGES)))
    parser.add_argument("--out", metavar="DIR", default="out", help="output directory (default: out)")
    parser.add_argument("--mono", action="store_true",
                        help=N_("also write the low-ink black-and-white edition, in out/<lang>/<paper>-mono/ "
                                "(no filled backgrounds; colours shown by letters and patterns); a build "
                                "with the site always writes it, since the site serves it"))
    parser.add_argument("--no-site", action="store_true", help="skip the documentation site")
    parser.add_argument("--site-url", metavar="URL",
                        help=N_("the address the site is published at, e.g. https://example.org/playaid/: every "
                                "document then prints the short address of its page there and its QR code (without "
                                "it, none). Set it once as site-url under [build] in playaid.toml (this folder) or "
                                "~/.config/playaid/config.toml; this option wins over both"))
    parser.add_argument("--strict", action="store_true",
                        help=N_("fail the build on any warning of the site (as the test suite does)"))
    parser.add_argument("--quiet", "-q", action="store_true", help="print only the summary")


def run(args: argparse.Namespace, io: Streams) -> int:
    from playaid.generator import build

    return build.run(args, out=io.out, err=io.err)
