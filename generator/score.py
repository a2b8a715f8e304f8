"""``playaid score GAME FILE``: read a hand-written JSON score sheet, score it, print the result."""

from __future__ import annotations

import json

from generator.errors import UsageError
from generator.textfmt import names, signed, table

TYPE_CHECKING = False  # keep typing unimported at run time: this command must start fast
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import IO, Any


def load_json(source: str, stdin: IO[str]) -> Any:
    """Read and decode ``source`` (a path, or ``-`` for stdin); every failure is a UsageError."""
    label = "stdin" if source == "-" else source
    if source == "-":
        try:
            text = stdin.read()
        except UnicodeDecodeError:
            raise UsageError("stdin is not UTF-8 text") from None
    else:
        try:
            with open(source, "rb") as fh:
                raw = fh.read()
        except FileNotFoundError:
            raise UsageError(f"{label}: no such file") from None
        except IsADirectoryError:
            raise UsageError(f"{label} is a directory; give a JSON file") from None
        except PermissionError:
            raise UsageError(f"{label}: permission denied") from None
        except OSError as exc:
            raise UsageError(f"{label}: cannot read ({exc.strerror or exc})") from None
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise UsageError(f"{label} is not UTF-8 text") from None
    if not text.strip():
        raise UsageError(f"{label} is empty; expected a JSON score sheet")

    def no_constants(name: str) -> Any:
        raise UsageError(f"{label}: {name} is not a number JSON allows")

    try:
        return json.loads(text, parse_constant=no_constants)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{label} is not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise UsageError(f"{label}: the JSON is nested too deeply") from None
    except ValueError as exc:  # e.g. an integer with thousands of digits
        raise UsageError(f"{label}: {exc}") from None


def render_toledo1085(result: Any) -> str:
    from rules import toledo1085 as t

    lines = [f"{t.TITLE} \N{EM DASH} final score", ""]
    for p in result.players:
        lines.append(f"{p.name}: {p.total} prestige")
        rows: list[list[object]] = [["column", "cards", "religions", "prestige", "+2", "total", "complete"]]
        for c in p.columns:
            rows.append([
                c.sector.value if c.sector else "(no sector)",
                c.cards,
                " ".join(r.letter for r in c.religions) or "-",
                c.prestige,
                signed(c.bonus) if c.bonus else "-",
                c.total,
                "yes" if c.complete else ("no (Nobility only)" if c.sector is None else "no"),
            ])
        if not p.columns:
            rows.append(["(no cards)", "", "", "", "", "", ""])
        lines.append(table(rows, align="lrlrrrl", indent=2))
        plural = "s" if p.three_religion_columns != 1 else ""
        summary = [
            ["columns", p.column_points],
            [f"{p.three_religion_columns} column{plural} with all three religions", signed(p.end_bonus)],
            ["first to complete all four sectors", signed(p.first_bonus) if p.first_to_complete else "-"],
            ["total", p.total],
        ]
        lines.append(table(summary, align="lr", indent=2))
        lines.append("")
    lines.append("religions: C christianity, I islam, J judaism")
    lines.append(_winner_line(result.players, result.winners, tie_key=lambda p: p.three_religion_columns,
                              tie_words="more columns with all three religions"))
    return "\n".join(lines) + "\n"


def _winner_line(players: Any, winners: Any, tie_key: Callable[[Any], Any], tie_words: str) -> str:
    by_name = {p.name: p for p in players}
    top = by_name[winners[0]].total
    level = [p for p in players if p.total == top]
    if len(winners) > 1:
        return f"Shared win: {names(list(winners))} ({top} each, still tied after the tie-break)."
    if len(level) > 1:
        others = names([p.name for p in level if p.name != winners[0]])
        return (f"Winner: {winners[0]} with {top}, level with {others} on points but ahead on {tie_words}"
                f" ({tie_key(by_name[winners[0]])} to {max(tie_key(p) for p in level if p.name != winners[0])}).")
    return f"Winner: {winners[0]} with {top}."




def _scorer(game: str) -> tuple[Callable[[Any], Any], Callable[[Any], str]]:
    if game == "toledo1085":
        from rules import toledo1085
        return toledo1085.score_sheet, render_toledo1085
    raise UsageError(f"no score calculator for {game!r}")


def run(game: str, source: str, *, as_json: bool, out: IO[str], stdin: IO[str]) -> int:
    score, render = _scorer(game)
    data = load_json(source, stdin)
    result = score(data)
    if as_json:
        out.write(json.dumps(result.to_dict(), ensure_ascii=False) + "\n")
    else:
        out.write(render(result))
    return 0
