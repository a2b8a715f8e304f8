"""The addresses of the site that printed sheets point at (generator/links.py), as agreed with the site."""

from __future__ import annotations

from playaid.generator import links


def test_the_addresses_are_the_ones_agreed_with_the_site():
    from playaid.generator import play

    assert links.PLAY_FOLDER == play.FOLDER
    assert links.game_page("toledo", "en") == "toledo.html" and links.game_page("toledo", "it") == "it/toledo.html"
    assert links.ruling_page("troyes", "T1", "it") == "it/troyes.html#ruling-T1"
    assert links.eclipsis_page("it") == "it/tolomeo.html#eclipsis"
    assert links.play_page("en") == "play/" and links.play_page("it") == "play/it.html"
    assert links.short("http://example.org/a/") == "example.org/a/"
