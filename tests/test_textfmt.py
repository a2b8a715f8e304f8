from playaid.generator.textfmt import names, signed, table


def test_signed():
    assert [signed(n) for n in (2, 0, -5)] == ["+2", "0", "-5"]


def test_names():
    assert [names(x) for x in ([], ["a"], ["a", "b"], ["a", "b", "c"])] == ["", "a", "a and b", "a, b and c"]


def test_table_aligns_and_indents():
    assert table([["x", 1], ["yy", 22]], align="lr", indent=2).splitlines() == ["  x    1", "  yy  22"]
