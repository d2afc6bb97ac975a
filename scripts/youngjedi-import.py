#!/usr/bin/env python3
"""Writes src/catalog/youngjedi_imported.cards: every card of the Young Jedi sets, facts only.

Sources (see SOURCE.md beside them; nothing is copied but the facts below):
  - the Players Committee index (swccgpc/cards/<set>/index.csv): which cards exist, their title
    (with subtitle), side, type and set. It is the list of cards.
  - the DevoKun transcription (DevoKun/cards/Dark.json, Light.json and <set>/index.csv): power,
    DAMAGE, destiny, deploy cost (its `counters` column) and, for weapons, who can use them.
    Crowd-transcribed and noisy, so a number is kept only when
      * it is a whole number in the range the game prints (power 0-9, DAMAGE 0-9, destiny 0-7,
        deploy cost 0-9), and
      * every DevoKun record of that title and side that gives the number (the JSON files and
        the set's CSV, every printing) gives the same one.
    A weapon's users are kept when each is a short name (no sentence, not `na`/`none`); a
    record naming two (`Darth Maul or Darth Sidious`) gives both. A weapon's power bonus dots
    for the users of its first and second row (`powerdots1`, `powerdots2`) are kept where every
    record agrees, as `weapon_bonus` (each user with its row's dots).
  - the OrehRuoy hand-curated set, vendored facts-only in data/youngjedi-orehruoy/ (see its
    SOURCE.md): power bonus dots at each location, who may use each weapon (by persona or by
    trait: `jedi`, `any`, `podracepilot`...) and the power each row of its users gains
    (`powerAdd`, `powerAdd2`: where they disagree with DevoKun's dots, the weapon's bonus is
    left unknown), power, DAMAGE, destiny and deploy cost. Its Duel of
    the Fates file holds placeholders (every number 0, no users) and is not read for facts: a
    Duel of the Fates or Boonta Eve Podrace card's Reflections reprint record gives its bonus dots
    where its numbers are every number the catalog holds for the card; its
    Enhanced Menace of Darth Maul cards share titles with the originals but not their numbers,
    so they are not read for those; a card of the hand-checked list the index lacks (the Enhanced
    sets' characters) takes its numbers from its reprint's record. A number is cross-checked with the DevoKun one: where both
    give one and they differ, neither is kept (the script lists them). Users: OrehRuoy's when
    it gives them, else DevoKun's.
Lore, game text and images are never read.

Usage: scripts/youngjedi-import.py DATA_DIR   (the directory holding swccgpc/ and DevoKun/; the
OrehRuoy facts are read from the project's own data/youngjedi-orehruoy)
tests/young_jedi.rs checks the result (counts, ranges, and cards whose numbers the rules
document prints).
"""
import csv
import json
import os
import re
import sys
import unicodedata

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
    if len(sys.argv) != 2:
        sys.exit("usage: scripts/youngjedi-import.py DATA_DIR  (the Young Jedi sources: swccgpc/ and DevoKun/; see docs/catalog.md)")
    data = sys.argv[1]

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

    # A weapon's power bonus dots for the users of its first and second row (`powerdots1`,
    # `powerdots2`): every record of the title and side must agree.
    dots = {}

    def note_dots(key, first, second):
        if str(first).strip() == "":
            return
        dots.setdefault(key, set()).add((whole(first), whole(second)))

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
                if (fr.get("type") or "").lower() == "weapon":
                    note_dots(key, fr.get("powerdots1", ""), fr.get("powerdots2", ""))
    for d, _ in SETS:
        path = os.path.join(data, "DevoKun", "cards", d, "index.csv")
        with open(path, encoding="utf-8") as f:
            for row in csv.DictReader(f, delimiter="|"):
                key = (norm(row.get("title") or ""), (row.get("side") or "").lower())
                note(key, "power", row.get("power") or "")
                note(key, "damage", row.get("damage") or "")
                note(key, "destiny", row.get("destiny") or "")
                note(key, "deploy_cost", row.get("counters") or "")
                if (row.get("type") or "").lower() == "weapon":
                    note_dots(key, row.get("powerdots1") or "", row.get("powerdots2") or "")

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
            # The values its records split between: a second source may settle it only on
            # one of them.
            card.setdefault("split", {})[fact] = {x for x in values if x is not None}
        if card["type"] == "weapon" and key in users and len(users[key]) == 1:
            # Who can use it: the names only (`Darth Maul`); an open class (`Any other Jedi`)
            # is no name, and a record holding anything else (a number, a sentence) is noise.
            (rows,) = users[key]
            rows = [[x.strip() for x in w.split(" or ")] for w in rows if w.lower() not in ("na", "none", "n/a")]
            # A class (`Any other character`, `any senator`) is kept in words, lower-case `any`.
            rows = [["any" + w[3:] if w.lower().startswith("any ") else w for w in r] for r in rows]
            who = [w for r in rows for w in r]
            names = all(
                len(w) <= 40
                and not any(ch in w for ch in ".,;:()")
                and (w.startswith("any ") or all(x[0].isupper() or x in ("of", "the") for x in w.split()))
                and not w.startswith("Use ")
                for w in who
            )
            if who and names:
                card["facts"]["usable_by"] = ", ".join(who)
                given = dots.get(key, set())
                if len(given) == 1:
                    (pd,) = given
                    if all(pd[i] is not None and 0 <= pd[i] <= 9 for i in range(len(rows))) and len(rows) <= 2:
                        card["rows"] = [(r, pd[i]) for i, r in enumerate(rows)]

    # The cards of the hand-checked list the index lacks (the Enhanced sets' characters): their
    # numbers come from the OrehRuoy records of their reprints (Reflections, Enhanced Menace of
    # Darth Maul), whatever set those are filed under.
    with open(os.path.join(repo, "src", "catalog", "youngjedi.cards"), encoding="utf-8") as f:
        for line in f:
            parts = [p.strip() for p in line.split("|")]
            if line.startswith("#") or len(parts) < 4 or parts[1] not in ("light", "dark"):
                continue
            key = (norm(parts[0]), parts[1])
            st = re.search(r"set=([^;]+)", parts[3])
            if key not in cards and st:
                cards[key] = {"title": parts[0], "side": parts[1], "type": parts[2], "set": st.group(1).strip(), "facts": {}, "reprinted": True}
                order.append(key)

    oreh = orehruoy(os.path.join(repo, "data", "youngjedi-orehruoy"), cards)

    out = os.path.join(repo, "src", "catalog", "youngjedi_imported.cards")
    with open(out, "w", encoding="utf-8") as f:
        f.write("# @generated by scripts/youngjedi-import.py: every card of the Young Jedi sets (facts only).\n")
        f.write("# Titles, sides, types and sets: the Players Committee index; numbers: the DevoKun\n")
        f.write("# transcription, kept only where every record agrees and the value is in range (see the\n")
        f.write("# script); bonus dots, weapon users and their bonus dots, and the numbers DevoKun lacks: the OrehRuoy set vendored in\n")
        f.write("# data/youngjedi-orehruoy, cross-checked with DevoKun (a disputed number is dropped).\n")
        f.write("# youngjedi.cards (hand-checked) overrides a line of the same title and side.\n")
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
            for fact in ("power", "damage", "destiny", "deploy_cost", "usable_by", "bonus"):
                if fact in c["facts"]:
                    facts.append("%s=%s" % (fact, c["facts"][fact]))
            if c.get("rows") and "usable_by" in c["facts"]:
                # Each user of the weapon with the power bonus dots of its row.
                users_kept = c["facts"]["usable_by"].split(", ")
                # A user whose row was dropped is left out: its bonus stays unknown.
                given = {u: d for r, d in c["rows"] for u in r}
                known = [u for u in users_kept if u in given]
                if known:
                    facts.append("weapon_bonus=" + ", ".join("%s: %d" % (u, given[u]) for u in known))
            if traits:
                facts.append("traits=" + ", ".join(traits))
            f.write("%s | %s | %s | %s\n" % (c["title"], c["side"], kind, "; ".join(facts)))
    print("%d cards, %d numbers kept, %d dropped (disagreeing or out of range)" % (len(order), kept, dropped))
    for c in corrected:
        print("type corrected:", c)
    for line in oreh:
        print(line)


# The OrehRuoy sets read for facts (see the module docstring for the two that are not).
OREH_SETS = ["menaceofdarthmaul", "thejedicouncil", "battleofnaboo", "reflections", "enhancedmenaceofdarthmaul"]
OREH_NAMES = dict(SETS)
OREH_NAMES["enhancedmenaceofdarthmaul"] = "Enhanced Menace of Darth Maul"
# Sets with no OrehRuoy record to read: Duel of the Fates (its file holds placeholders, every
# number 0 and no bonus dots) and Boonta Eve Podrace (no file). Their cards' Reflections reprint
# record gives their power bonus dots: a Reflections reprint prints the first printing's
# numbers (every character both files give agrees), and the reprint is read only where its
# numbers are every number the catalog holds for the card.
OREH_PLACEHOLDERS = {"Duel of the Fates", "Boonta Eve Podrace"}
# Location ids (`bonus1loc`) to the location's title.
LOCATIONS = [
    "Tatooine: Mos Espa",
    "Tatooine: Desert Landing Site",
    "Tatooine: Podrace Arena",
    "Naboo: Theed Palace",
    "Naboo: Gungan Swamp",
    "Naboo: Battle Plains",
    "Coruscant: Capital City",
    "Coruscant: Jedi Council Chamber",
    "Coruscant: Galactic Senate",
]
# Trait ids a weapon names its users by, as words (`◆` marks are dropped).
TRAIT_WORDS = {
    "jedi": "any other Jedi",
    "any": "any other character",
    "gungan": "any Gungan",
    "battledroid": "any battle droid",
    "destroyerdroid": "any destroyer droid",
    "podracepilot": "any other Podracer pilot",
    "tuskenraider": "any Tusken Raider",
    "neimoidian": "any Neimoidian",
    "royalguard": "any Royal Guard",
    "bravopilot": "any Bravo Pilot",
    "naboosecurity": "any Naboo Security",
    "nabooofficer": "any Naboo Officer",
    "coruscantguard": "any Coruscant Guard",
    "jawa": "any Jawa",
    "senator": "any senator",
    "handmaiden": "any handmaiden",
    "tradefederationtank": "any Trade Federation Tank",
}


# OrehRuoy names that are misspelt or lack the subtitle, and the catalog's title they stand for.
OREH_ALIASES = {
    "Gardulla the Hutt Vile Crime Lord": "Gardulla the Hutt, Crime Lord",
    "Passel Argente": "Passel Argente, Senator",
    "Darth Maul's Starfighter": "Darth Maul's Starfighter, Sith Infiltrator",
    "The Negotations Were Short": "The Negotiations Were Short",
    "Might Of The Republic": "The Might Of The Republic",
    "We Wish To Boad At Once": "We Wish To Board At Once",
    "Meeeesa Like Dis!": "Meeeesa Lika Dis!",
}


def squash(t):
    t = unicodedata.normalize("NFKD", t)
    t = "".join(ch for ch in t if not unicodedata.combining(ch))
    return re.sub(r"[^a-z0-9]", "", t.lower())


def number(v):
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def orehruoy(folder, cards):
    """Adds the OrehRuoy facts to `cards` (in place); returns the report lines."""
    by_squash = {}
    for key, c in cards.items():
        by_squash.setdefault((squash(c["title"]), c["side"]), key)
    records = []
    for s in OREH_SETS:
        with open(os.path.join(folder, s + ".json"), encoding="utf-8") as f:
            for r in json.load(f)["cards"]:
                records.append((s, r))
    # Persona ids (`obiwan`) to the persona's name (`Obi-Wan Kenobi`): the title before the
    # comma of the characters bearing them.
    persona = {}
    for _, r in records:
        key = by_squash.get((squash(OREH_ALIASES.get(r.get("name"), r.get("name", ""))), r.get("side")))
        if key and r.get("persona") and r.get("type") == "character":
            persona.setdefault(r["persona"], set()).add(cards[key]["title"].split(",")[0].strip())
    names = {p: sorted(v)[0] for p, v in persona.items() if len(v) == 1}
    report = []
    unmatched = []
    reprints = []
    dropped = []
    settled = []
    filled = 0
    for s, r in records:
        key = by_squash.get((squash(OREH_ALIASES.get(r.get("name"), r.get("name", ""))), r.get("side")))
        if key is None:
            unmatched.append("%s: %s" % (s, r.get("name")))
            continue
        card = cards[key]
        stands_for_first = s == "reflections" and card["set"] in OREH_PLACEHOLDERS
        if card["set"] != OREH_NAMES[s] and not card.get("reprinted") and not stands_for_first:
            # A reprint (Reflections) with numbers of its own: the catalog's card is the first
            # printing.
            reprints.append("%s: %s (the catalog's card is the %s printing)" % (s, r.get("name"), card["set"]))
            continue
        facts = card["facts"]
        kind = r.get("type")
        if stands_for_first:
            # The reprint stands for the first printing only where its numbers are every number
            # the catalog holds for the card. A number DevoKun's records split on is settled by
            # the reprint only when it is one of theirs (two sources agree): Darth Maul, Student
            # of the Dark Side's DevoKun records read 6/5/1/6 and, in a Reflections row that
            # copies Aurra Sing, Trophy Collector's (her numbers, her text), 5/3/3/3; OrehRuoy's
            # reads 6/5/1/6. A number neither source splits on is the reprint's, as for any
            # number DevoKun lacks. Then it gives its bonus dots too.
            numbers = (("power", "power"), ("damage", "damage"), ("destiny", "destiny"), ("deploy_cost", "cost"))
            split = card.get("split", {})
            theirs_of = {ours: number(r.get(theirs)) for ours, theirs in numbers}
            if any(ours in facts and theirs_of[ours] != facts[ours] for ours, _ in numbers) or any(
                ours not in facts and ours in split and theirs_of[ours] not in split[ours] for ours, _ in numbers
            ):
                reprints.append("%s: %s (its numbers are not the catalog's: no dots taken)" % (s, r.get("name")))
                continue
            for ours, _ in numbers:
                v = theirs_of[ours]
                if ours not in facts and v is not None and 0 <= v <= RANGES[ours]:
                    facts[ours] = v
                    filled += 1
                    if ours in split:
                        settled.append("%s %s: DevoKun %s, OrehRuoy's reprint %d" % (card["title"], ours, sorted(split[ours]), v))
            if "power" not in facts:
                continue
        for ours, theirs in (("power", "power"), ("damage", "damage"), ("destiny", "destiny"), ("deploy_cost", "cost")):
            if stands_for_first or kind not in ("character", "weapon", "starship") or (ours == "damage" and kind == "weapon"):
                continue
            v = number(r.get(theirs))
            if ours == "power" and r.get(theirs) == "?" and r.get("persona") == "anakin":
                # Anakin's printed `?`: his power is the destiny drawn for it (the document), on
                # top of 0, as the transcription gives his other versions.
                v = 0
            if v is None or not 0 <= v <= RANGES[ours]:
                continue
            if ours in facts and facts[ours] != v:
                dropped.append("%s %s: DevoKun %s, OrehRuoy %s" % (card["title"], ours, facts[ours], v))
                del facts[ours]
                card.setdefault("disputed", set()).add(ours)
            elif ours not in card.get("disputed", ()):
                if ours not in facts:
                    filled += 1
                facts[ours] = v
        if kind == "character":
            bonus = []
            for i in (1, 2, 3):
                dots = number(r.get("bonus%d" % i))
                loc = squash(r.get("bonus%dloc" % i) or "")
                site = next((l for l in LOCATIONS if squash(l).startswith(loc) and loc), None)
                if dots and site:
                    bonus.append("%s: %d" % (site, dots))
            if bonus:
                facts["bonus"] = ", ".join(bonus)
        if kind == "weapon":
            who = []
            rows = []
            for field, add in (("canUse", "powerAdd"), ("canUse2", "powerAdd2")):
                row = []
                for u in (r.get(field) or "").split(","):
                    u = u.strip().lstrip("◆")
                    if not u:
                        continue
                    if u in TRAIT_WORDS:
                        w = TRAIT_WORDS[u]
                        if not who and w.startswith("any other "):
                            w = "any " + w[len("any other "):]
                    elif u in names:
                        w = names[u]
                    else:
                        report.append("weapon %s: user id `%s` is neither a known persona nor a trait: left out" % (card["title"], u))
                        continue
                    if w not in who:
                        who.append(w)
                    row.append(w)
                if row:
                    rows.append((row, number(r.get(add))))
            if who:
                theirs = facts.get("usable_by")
                if theirs and not set(theirs.split(", ")) <= set(who):
                    report.append("weapon %s: DevoKun users %s, OrehRuoy %s (OrehRuoy kept)" % (card["title"], theirs, ", ".join(who)))
                facts["usable_by"] = ", ".join(who)
                # The power bonus dots of each row, cross-checked with DevoKun's: a row whose
                # number is out of range, or that disagrees, leaves its users' bonus unknown;
                # the rows both sources agree on are kept (Eeth Koth's own +2 stands though
                # the two disagree on any other Jedi's).
                theirs = {u: d for rr, d in card.get("rows", []) for u in rr}
                kept = []
                for rr, d in rows:
                    if d is None or not 0 <= d <= 9:
                        continue
                    if any(u in theirs and theirs[u] != d for u in rr):
                        dropped.append("%s weapon bonus of %s: DevoKun %s, OrehRuoy %d" % (card["title"], ", ".join(rr), {u: theirs.get(u) for u in rr}, d))
                        continue
                    kept.append((rr, d))
                if kept:
                    card["rows"] = kept
                else:
                    card.pop("rows", None)
    report.append("OrehRuoy: %d records matched (%d of them reprints, not read), %d numbers filled, %d numbers disputed (dropped)" % (len(records) - len(unmatched), len(reprints), filled, len(dropped)))
    report += ["disputed: " + d for d in dropped]
    report += ["settled by two sources: " + d for d in settled]
    report += ["not in the catalog: " + u for u in unmatched]
    report += ["reprint: " + u for u in reprints]
    return report


if __name__ == "__main__":
    main()
