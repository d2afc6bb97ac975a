#!/usr/bin/env python3
"""Writes src/catalog/youngjedi_imported.cards: every card of the Young Jedi sets, facts only.

Sources (see ../shared/data/youngjedi/SOURCE.md; nothing is copied but the facts below):
  - the Players Committee index (swccgpc/cards/<set>/index.csv): which cards exist, their title
    (with subtitle), side, type and set. It is the list of cards.
  - the DevoKun transcription (DevoKun/cards/Dark.json, Light.json and <set>/index.csv): power,
    DAMAGE, destiny, deploy cost (its `counters` column) and, for weapons, who can use them.
    Crowd-transcribed and noisy, so a number is kept only when
      * it is a whole number in the range the game prints (power 0-9, DAMAGE 0-9, destiny 0-7,
        deploy cost 0-9), and
      * every DevoKun record of that title and side that gives the number (the JSON files and
        the set's CSV, every printing) gives the same one.
    A weapon's users are kept when each is a short name (no sentence, not `na`/`none`).
Lore, game text and images are never read.

Usage: scripts/youngjedi-import.py [DATA_DIR]   (default ../shared/data/youngjedi)
tests/young_jedi.rs checks the result (counts, ranges, and cards whose numbers the rules
document prints).
"""
import csv
import json
import os
import sys

SETS = [  # release order: (directory, name). The Sample Deck's entries are reprints (and its
    # index titles are not card titles): not read.
    ("menaceofdarthmaul", "The Menace of Darth Maul"),
    ("thejedicouncil", "The Jedi Council"),
    ("battleofnaboo", "Battle of Naboo"),
    ("enhancedmenaceofdarthmaul", "Enhanced Menace of Darth Maul"),
    ("duelofthefates", "Duel of the Fates"),
    ("enhancedbattleofnaboo", "Enhanced Battle of Naboo"),
    ("boontaevepodrace", "Boonta Eve Podrace"),
    ("reflections", "Reflections"),
]
TYPES = {
    "character": "character",
    "weapon": "weapon",
    "armedanddangerous": "weapon",
    "battle": "battle",
    "combobattle": "battle",
    "doubleimpact": "battle",
    "location": "location/site",
    "starship": "starship",
    "effect": "effect",
    "objective": "objective",
}
CORRECTIONS = {("menaceofdarthmaul", "light", n): "battle" for n in range(47, 65)}
RANGES = {"power": 9, "damage": 9, "destiny": 7, "deploy_cost": 9}


def norm(t):
    return " ".join(t.strip().split()).lower()


def whole(v):
    v = str(v).strip()
    return int(v) if v.isdigit() else None


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    data = sys.argv[1] if len(sys.argv) > 1 else os.path.join(repo, "..", "shared", "data", "youngjedi")

    # The list of cards: the official index.
    cards = {}  # (title lower, side) -> dict
    order = []
    corrected = []
    for rank, (d, name) in enumerate(SETS):
        path = os.path.join(data, "swccgpc", "cards", d, "index.csv")
        rows = []
        with open(path, encoding="utf-8") as f:
            for line in f:
                parts = [p.strip() for p in line.strip().strip("|").split("|")]
                if len(parts) < 5 or parts[0] not in ("dark", "light") or not parts[3].isdigit():
                    continue
                side, _, kind, number, title = parts[:5]
                rows.append([side, TYPES.get(kind.lower()), int(number), " ".join(title.split())])
        # Type corrections. Each side of a set is numbered by type: characters, weapons, battle
        # cards, locations, starships. Both indexes label The Menace of Darth Maul's Light Side
        # 47-64 weapons, but they sit between the last weapons (45 Blaster, 46 Blaster Rifle, as
        # on the Dark Side's 119-120) and the locations (65-67), where the Dark Side's battle
        # cards stand (121-134), and they are battle cards' names (Are You An Angel?).
        for r in rows:
            fix = CORRECTIONS.get((d, r[0], r[2]))
            if fix and fix != r[1]:
                corrected.append("%s %s %d %s: %s -> %s" % (d, r[0], r[2], r[3], r[1], fix))
                r[1] = fix
        for side, kind, _, title in rows:
            # Location titles read `Tatooine • Mos Espa` in the index, `Tatooine: Mos Espa` on the card.
            title = title.replace(" • ", ": ").replace(" •", ":")
            if not kind or not title:
                continue
            key = (norm(title), side)
            if key not in cards:
                cards[key] = {"title": title, "side": side, "type": kind, "set": name, "facts": {}}
                order.append(key)

    # The numbers: every DevoKun record of the title and side.
    seen = {}  # (key, fact) -> set of values (None: an unreadable value)
    users = {}

    def note(key, fact, raw):
        if str(raw).strip() == "":
            return
        seen.setdefault((key, fact), set()).add(whole(raw))

    for side_file in ("Dark.json", "Light.json"):
        with open(os.path.join(data, "DevoKun", "cards", side_file), encoding="utf-8") as f:
            for c in json.load(f)["cards"]:
                fr = c["front"]
                key = (norm(fr["title"]), c["side"].lower())
                note(key, "power", fr.get("power", ""))
                note(key, "damage", fr.get("damage", ""))
                note(key, "destiny", fr.get("destiny", ""))
                note(key, "deploy_cost", fr.get("counters", ""))
                who = [w.strip() for w in fr.get("whoCanUseTheCard") or [] if w.strip()]
                if who:
                    users.setdefault(key, set()).add(tuple(who))
    for d, _ in SETS:
        path = os.path.join(data, "DevoKun", "cards", d, "index.csv")
        with open(path, encoding="utf-8") as f:
            for row in csv.DictReader(f, delimiter="|"):
                key = (norm(row.get("title") or ""), (row.get("side") or "").lower())
                note(key, "power", row.get("power") or "")
                note(key, "damage", row.get("damage") or "")
                note(key, "destiny", row.get("destiny") or "")
                note(key, "deploy_cost", row.get("counters") or "")

    kept = dropped = 0
    for key in order:
        card = cards[key]
        for fact, top in RANGES.items():
            values = seen.get((key, fact))
            if not values:
                continue
            if len(values) == 1:
                (v,) = values
                if v is not None and 0 <= v <= top:
                    card["facts"][fact] = v
                    kept += 1
                    continue
            dropped += 1
        if card["type"] == "weapon" and key in users and len(users[key]) == 1:
            # Who can use it: the names only (`Darth Maul`); an open class (`Any other Jedi`)
            # is no name, and a record holding anything else (a number, a sentence) is noise.
            (who,) = users[key]
            who = [w for w in who if w.lower() not in ("na", "none", "n/a") and not w.lower().startswith("any ")]
            names = all(
                len(w) <= 40
                and not any(ch in w for ch in ".,;:")
                and all(x[0].isupper() or x in ("of", "the", "or") for x in w.split())
                and " or " not in w
                and not w.startswith("Use ")
                for w in who
            )
            if who and names:
                card["facts"]["usable_by"] = ", ".join(who)

    out = os.path.join(repo, "src", "catalog", "youngjedi_imported.cards")
    with open(out, "w", encoding="utf-8") as f:
        f.write("# @generated by scripts/youngjedi-import.py: every card of the Young Jedi sets (facts only).\n")
        f.write("# Titles, sides, types and sets: the Players Committee index; numbers: the DevoKun\n")
        f.write("# transcription, kept only where every record agrees and the value is in range (see the\n")
        f.write("# script). youngjedi.cards (hand-checked) overrides a line of the same title and side.\n")
        for key in order:
            c = cards[key]
            kind = c["type"]
            low = c["title"].lower()
            traits = []
            if kind == "starship":
                if "transport" in low:
                    kind = "starship/transport"
                elif "starfighter" in low:
                    kind = "starship/starfighter"
            if kind == "weapon" and "lightsaber" in low:
                traits.append("lightsaber")
            facts = ["set=" + c["set"]]
            for fact in ("power", "damage", "destiny", "deploy_cost", "usable_by"):
                if fact in c["facts"]:
                    facts.append("%s=%s" % (fact, c["facts"][fact]))
            if traits:
                facts.append("traits=" + ", ".join(traits))
            f.write("%s | %s | %s | %s\n" % (c["title"], c["side"], kind, "; ".join(facts)))
    print("%d cards, %d numbers kept, %d dropped (disagreeing or out of range)" % (len(order), kept, dropped))
    for c in corrected:
        print("type corrected:", c)


if __name__ == "__main__":
    main()
