// playaid's search ranking: Sphinx's own scores, with every result from the API reference
// (pages under api/) placed after every result from the player pages, so that "duel" or
// "herald" lead to the game page that explains them before the function that computes them.
var Scorer = {
  score: (result) => {
    const [docname, , , , score] = result;
    return docname.startsWith("api/") ? score - 1000 : score;
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
