"""The PDF toolkit of every printed aid and decision sheet, split by job.

- :mod:`.theme`: the two editions, colour and black-and-white: page-design colours and, for every
  colour that carries meaning, its :class:`Swatch` (fill, outline, text, letter, hatching).
- :mod:`.layout`: paper and page geometry, fonts, paragraph styles, tables, headings, bullets,
  boxes, the page furniture, and :func:`render`, which returns the PDF bytes.
- :mod:`.draw`: drawing primitives that know no game: markers, coins, dice, strips, cards,
  rings, arrowheads and hatching.
- :mod:`.flowchart`: the one flowchart style: steps, decisions, ends and labelled arrows.
- :mod:`.skeleton`: what every document shares: the banner (a sequence or a choice), sections
  that never orphan their heading and repeat it where they run on, and the one rulings box
  (:mod:`.marks` remembers which ruling marks a document showed).

An aid builds its pages with ``make_styles(theme)`` and draws with the same theme; the build
chooses the theme (:data:`COLOUR` or :data:`MONO`) and passes it to :func:`render` too.
"""

from playaid.generator.pdf.draw import (
    EMBLEMS,
    HATCH_STEP,
    Point,
    RingSector,
    arrow_head,
    badge,
    caption,
    card,
    card_stack,
    coin_row,
    comet,
    d4,
    die,
    disc,
    drawing,
    emblem,
    hatch_band,
    hatch_rect,
    hatch_ring,
    polar,
    ring_cell,
    ring_label,
    sector_ring,
    strip,
    text,
    text_width,
    token,
)
from playaid.generator.pdf.flowchart import (
    FLOW,
    FlowStyle,
    LabelBox,
    Node,
    NodeKind,
    detour,
    elbow,
    fit_lines,
    flow_arrow,
    flow_node,
    line_rooms,
    place_label,
)
from playaid.generator.pdf.layout import (
    ADDRESS_CORNER,
    BODY_PT,
    MARK_SHARE,
    TEXT_PT,
    BULLET,
    CELL_PT,
    FONT,
    FONT_BOLD,
    FONT_ITALIC,
    MIN_BODY_PT,
    PAPERS,
    Builder,
    DocumentInfo,
    FrameUse,
    Page,
    Paper,
    Styles,
    boxed,
    bullets,
    cell_style,
    data_table,
    esc,
    furniture,
    make_styles,
    page_count,
    register_fonts,
    render,
    section,
    signed,
    stack_height,
    whisper,
)
from playaid.generator.pdf.fit import SIZES, SPREAD, Plan, fitted
from playaid.generator.pdf.marks import MarkedText
from playaid.generator.pdf.skeleton import (
    CHOOSE_ONE,
    CONTINUED,
    RULINGS_LEGEND,
    RULINGS_TITLE,
    SETUP,
    QR_SIDE,
    Boxed,
    Section,
    address_block,
    banner,
    document_address,
    key_order,
    qr_box,
    qr_drawing,
    rulings_box,
    with_address,
)
from playaid.generator.pdf.skeleton import section as skeleton_section
from playaid.generator.pdf.theme import (
    COLOUR,
    MEANINGS,
    MONO,
    THEMES,
    Hatch,
    Meaning,
    Swatch,
    Theme,
    letter_of,
    theme_for,
)

__all__ = [
    # fit
    "SIZES", "SPREAD", "Plan", "fitted",
    # theme
    "COLOUR", "MEANINGS", "MONO", "THEMES", "Hatch", "Meaning", "Swatch", "Theme", "letter_of", "theme_for",
    # layout
    "ADDRESS_CORNER", "BODY_PT", "BULLET", "MARK_SHARE", "TEXT_PT", "whisper", "CELL_PT", "FONT", "FONT_BOLD", "FONT_ITALIC", "MIN_BODY_PT", "PAPERS", "Builder",
    "DocumentInfo", "FrameUse", "Page", "Paper", "Styles", "boxed", "bullets", "cell_style", "data_table", "esc", "furniture",
    "make_styles", "page_count", "register_fonts", "render", "section", "signed", "stack_height",
    # draw
    "EMBLEMS", "HATCH_STEP", "Point", "RingSector", "arrow_head", "badge", "caption", "card", "card_stack",
    "coin_row", "comet", "d4", "die", "disc", "drawing", "emblem", "hatch_band", "hatch_rect", "hatch_ring", "polar",
    "ring_cell", "ring_label", "sector_ring", "strip", "text", "text_width", "token",
    # flowchart
    "FLOW", "FlowStyle", "LabelBox", "Node", "NodeKind", "detour", "elbow", "fit_lines", "flow_arrow", "flow_node",
    "line_rooms", "place_label",
    # skeleton
    "CHOOSE_ONE", "CONTINUED", "MarkedText", "RULINGS_LEGEND", "RULINGS_TITLE", "SETUP", "Section", "banner",
    "rulings_box", "skeleton_section", "QR_SIDE", "Boxed", "address_block", "document_address", "key_order", "qr_box", "qr_drawing",
    "with_address",
]
