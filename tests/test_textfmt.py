from playaid.generator.textfmt import signed, table


def test_signed():
    assert [signed(n) for n in (2, 0, -5)] == ["+2", "0", "-5"]


def test_table_aligns_and_indents():
    assert table([["x", 1], ["yy", 22]], align="lr", indent=2).splitlines() == ["  x    1", "  yy  22"]
