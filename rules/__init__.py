"""The rules core of playaid: one pure, typed module per game.

Nothing here reads or writes files, prints, or draws random numbers: dice and card draws are
inputs. Every fact the printed aids, the site and the automaton show is data in these modules.
"""

__version__ = "0.1.0"
