"""Settings given once: ``playaid.toml`` (generator/config.py), and how ``playaid build`` reads them."""

from __future__ import annotations

import io

import pytest

from playaid.generator import config
from playaid.generator.cli import main
from playaid.generator.errors import UsageError


@pytest.fixture
def here(tmp_path, monkeypatch):
    """A folder of its own to run in, and a configuration folder of its own."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "user"))
    return tmp_path


def test_no_file_and_no_option_means_no_address(here):
    assert config.site_url(None) is None


def test_the_folders_file_sets_the_address_and_the_option_wins(here):
    (here / "playaid.toml").write_text('[build]\nsite-url = "https://example.org/playaid"\n', encoding="utf-8")
    assert config.site_url(None) == "https://example.org/playaid/"          # the final / added
    assert config.site_url("https://other.example/x/") == "https://other.example/x/"


def test_the_users_file_is_read_when_the_folder_has_none(here):
    user = here / "user" / "playaid"
    user.mkdir(parents=True)
    (user / "config.toml").write_text('[build]\nsite-url = "https://user.example/site/"\n', encoding="utf-8")
    assert config.site_url(None) == "https://user.example/site/"
    (here / "playaid.toml").write_text('[build]\nsite-url = "https://folder.example/"\n', encoding="utf-8")
    assert config.site_url(None) == "https://folder.example/"               # the folder's comes first


def test_the_home_folder_is_the_default_configuration_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert config.user_file() == tmp_path / ".config" / "playaid" / "config.toml"


@pytest.mark.parametrize("url", ["example.org/playaid/", "ftp://example.org/", "https://", "https://example.org/?a=1",
                                 "https://example.org/#top", "https://exa mple.org/"])
def test_an_address_a_site_cannot_have_is_refused(url):
    with pytest.raises(UsageError, match="is not a site's address"):
        config.check_site_url(url)


@pytest.mark.parametrize("text, says", [("site-url = ", "is not a TOML file"),
                                        ('[build]\nsite_url = "https://example.org/"\n', "unknown setting 'site_url'"),
                                        ('[print]\nx = 1\n', "unknown setting 'print'"),
                                        ('build = 3\n', "must be a table"),
                                        ('[build]\nsite-url = 3\n', "must be a string")])
def test_a_file_playaid_cannot_read_is_refused_in_one_line(here, text, says):
    (here / "playaid.toml").write_text(text, encoding="utf-8")
    with pytest.raises(UsageError, match=says):
        config.site_url(None)


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    return main(list(argv), stdout=out, stderr=err), out.getvalue(), err.getvalue()


def test_build_refuses_a_bad_address_with_one_line_and_status_2(here):
    code, out, err = run("build", "--no-site", "--games", "troyes", "--site-url", "example.org", "--out", "o")
    assert code == 2 and len(err.strip().splitlines()) == 1 and "is not a site's address" in err
    assert "Traceback" not in err and not (here / "o" / "en").exists()


def test_build_refuses_a_broken_file_with_one_line_and_status_2(here):
    (here / "playaid.toml").write_text("[build\n", encoding="utf-8")
    code, _, err = run("build", "--no-site", "--games", "troyes", "--out", "o")
    assert code == 2 and len(err.strip().splitlines()) == 1 and "playaid.toml is not a TOML file" in err


@pytest.mark.parametrize("text, says", [("[build\n", "non è un file TOML"),
                                        ('[build]\nsite_url = "https://example.org/"\n', "impostazione sconosciuta"),
                                        ('[build]\nsite-url = "example.org"\n', "non è l'indirizzo di un sito")])
def test_an_italian_session_is_refused_in_italian(here, text, says):
    (here / "playaid.toml").write_text(text, encoding="utf-8")
    code, _, err = run("build", "--lang", "it", "--no-site", "--games", "troyes", "--out", "o")
    assert code == 2 and len(err.strip().splitlines()) == 1 and says in err, err
    code, _, err = run("build", "--lang", "it", "--no-site", "--site-url", "example.org", "--out", "o")
    assert code == 2 and "--site-url 'example.org' non è l'indirizzo di un sito" in err, err


def test_the_build_help_names_the_option_and_the_file():
    code, out, _ = run("build", "--help")
    flat = " ".join(out.split())
    assert code == 0 and "--site-url URL" in flat and "playaid.toml" in flat and "config.toml" in flat
