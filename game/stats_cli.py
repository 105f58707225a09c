"""`stats [--csv] [--data-dir DIR]`: the data folder's statistics, or (`--csv`) every game played as CSV.

Reads the save file through the store (so an older save is migrated, and a damaged one set aside, exactly as the
game would); a data folder with no save file yet is reported as such and left as it is. No pygame."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game import games

EXIT_OK, EXIT_BAD_INPUT, EXIT_USAGE = 0, 1, 2


def stats_command(args: list[str], name: str = "main.py") -> int:
    """The command; `name`: the program as it was started, for usage lines and examples."""
    from game.played import write_csv
    from game.statistics import all_stats, summary_lines
    from game.store import FILE_NAME, Store, default_data_dir

    parser = argparse.ArgumentParser(
        prog=f"{name} stats", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="The statistics of the games played, game by game, from the data folder's save; with --csv\n"
                    "every game played, one CSV row each.",
        epilog=f"examples:\n  {name} stats\n  {name} stats --csv --data-dir saves > games.csv")
    parser.add_argument("--csv", action="store_true", help="every game played, one CSV row each")
    parser.add_argument("--data-dir", default=None, help="the data folder (default: the game's)")
    try:
        options = parser.parse_args(args)
    except SystemExit as exc:
        return EXIT_USAGE if exc.code else EXIT_OK
    if options.data_dir is not None and not options.data_dir.strip():
        print("main.py stats: error: argument --data-dir: the name is empty", file=sys.stderr)
        return EXIT_USAGE
    folder = Path(options.data_dir) if options.data_dir is not None else default_data_dir()
    if not (folder / FILE_NAME).is_file():
        rows = []
        if not options.csv:
            print(f"No games recorded in {folder} yet.")
    else:
        store = Store.open(folder)
        rows = store.played_games()
        results = store.results()
        today = store.now()
        store.close()
        for notice in store.notices:
            print(f"note: {notice}", file=sys.stderr)
        if not options.csv:
            from game.played import utc_date

            print(f"Statistics of {folder} ({len(rows)} games recorded; dates in UTC)")
            stats = all_stats([g.key for g in games.GAMES], results, utc_date(today))
            for info in games.GAMES:
                print("\n".join(summary_lines(info.title, stats[info.key])))
    if options.csv:
        write_csv(rows, sys.stdout)
    return EXIT_OK
