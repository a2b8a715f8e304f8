// playaid's search ranking: Sphinx's own scores, then the game pages first (their names come
// from the registry, through PLAYAID_GAME_PAGES, which docs/_ext/playaid_sphinx.py puts in every
// page) and every result from the API reference (pages under api/) last, so that "duel" or
// "herald" lead to the page that explains the rule before the function that computes it.
var Scorer = {
  score: (result) => {
    const [docname, , , , score] = result;
    const games = typeof PLAYAID_GAME_PAGES === "undefined" ? [] : PLAYAID_GAME_PAGES;
    if (docname.startsWith("api/")) return score - 1000;
    return games.includes(docname) ? score + 100 : score;
  },
  // Sphinx's defaults (sphinx/themes/basic/static/searchtools.js)
  objNameMatch: 11,
  objPartialMatch: 6,
  objPrio: { 0: 15, 1: 5, 2: -5 },
  objPrioDefault: 0,
  title: 15,
  partialTitle: 7,
  term: 5,
  partialTerm: 2,
};
