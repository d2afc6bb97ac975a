//! The cards' own words (issue 36): how much of the card database's act-bearing text the
//! reader reads, kept from falling; and the read facts on a few cards of each kind.
//!
//! `SWJUDGE_TEXT_HISTOGRAM=1 cargo test --test card_text -- --nocapture` prints the most
//! frequent shapes (first words) of the sentences not read, to pick the next templates.

#[path = "common/boards.rs"]
mod bundled;
use bundled::boards;
use swjudge::catalog::table;
use swjudge::catalog::text::grammar::fixed_price_words;
use swjudge::catalog::text::{ActKind, Fact, read_text};

/// The number of act-bearing sentences read, over the whole database: it may only grow.
/// docs/catalog.md reports the figure.
const READ_FLOOR: usize = 3070;

fn texts() -> impl Iterator<Item = &'static str> {
    table::SWCCG.all().filter_map(|d| d.text.as_deref())
}

#[test]
fn coverage_of_the_database_never_falls() {
    let (mut bearing, mut read, mut own_acts) = (0usize, 0usize, 0usize);
    let mut shapes: std::collections::HashMap<String, usize> = Default::default();
    for t in texts() {
        for s in read_text(t) {
            if s.bears_on.is_empty() {
                continue;
            }
            bearing += 1;
            if let Some(f) = &s.fact {
                read += 1;
                own_acts += usize::from(matches!(f, Fact::OwnAction { .. }));
            } else {
                let shape: Vec<&str> = s.text.split_whitespace().take(4).collect();
                *shapes.entry(shape.join(" ")).or_default() += 1;
            }
        }
    }
    println!(
        "card text: {read} of {bearing} act-bearing sentences read ({:.1} %), {own_acts} of them actions or permissions of their own",
        100.0 * read as f64 / bearing as f64
    );
    if std::env::var_os("SWJUDGE_TEXT_HISTOGRAM").is_some() {
        let mut v: Vec<_> = shapes.into_iter().collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        for (s, n) in v.iter().take(150) {
            println!("{n:5} {s}");
        }
    }
    assert!(
        bearing > 3000,
        "the database's text is in the generated table ({bearing} act-bearing sentences)"
    );
    assert!(
        read >= READ_FLOOR,
        "the reader reads {read} act-bearing sentences, fewer than the {READ_FLOOR} it read before"
    );
}

/// The words of acts (the classifier audit of round 25, issue 36's class c1): a sentence with
/// one of them that the classifier says bears on no act is a sentence whose act the judge may
/// answer over (the "Cannot board starfighters …" of round 24). Single words, and phrases.
const ACT_WORDS: &[&str] = &[
    "deploy",
    "deploys",
    "deployed",
    "deploying",
    "deployment",
    "move",
    "moves",
    "moved",
    "moving",
    "movement",
    "land",
    "lands",
    "landed",
    "landing",
    "board",
    "boards",
    "boarding",
    "aboard",
    "embark",
    "embarks",
    "embarking",
    "disembark",
    "disembarks",
    "disembarking",
    "ship-dock",
    "ship-docks",
    "ship-docking",
    "transfer",
    "transfers",
    "transferred",
    "transfered",
    "transferring",
    "relocate",
    "relocates",
    "relocated",
    "relocating",
    "transit",
    "shuttle",
    "shuttles",
    "shuttled",
    "shuttling",
    "react",
    "reacts",
    "reacted",
    "reacting",
    "fly",
    "flies",
    "flying",
    "flee",
    "flees",
    "fled",
    "escape",
    "escapes",
    "escaped",
    "landspeed",
    "hyperspeed",
    "carry",
    "carries",
    "carried",
    "carrying",
    "transport",
    "transports",
    "transported",
    "transporting",
];
const ACT_PHRASES: &[&str] = &[
    "take off",
    "takes off",
    "taking off",
    "take-off",
    "hit and run",
];

/// The reviewed exceptions: words around an act's word that make it speak of no act the judge
/// answers, each with why. A word of an act in a sentence bearing on none must sit inside one
/// of these (lower case, marks made plain), else the audit fails.
const NOT_AN_ACT: &[(&str, &str)] = &[
    ("deploy phase", "a phase: a time, not an act"),
    ("move phase", "a phase: a time, not an act"),
    (
        "deploy cost",
        "a deploy cost as a number (compared, an X, Force retrieved); a change of one is read as a price (grammar::price_change_words, fixed_price_words)",
    ),
    (
        "ship-docking capability",
        "read by the catalog (Trait::ShipDocking) and applied by the transfer rule",
    ),
    (
        "ship-docking ability",
        "read by the catalog (Trait::ShipDocking) and applied by the transfer rule",
    ),
    (
        "hyperspeed",
        "every move by hyperspeed is open (how far it reaches is a base rule the documents do not restate: shared::regular_move::how_far), so no change of hyperspeed turns an answer",
    ),
    ("landing claw", "a card's title"),
    ("you may start your landing", "a card's title"),
    ("landing site", "a card's title (Rebel Landing Site)"),
    ("fly casual", "a card's title"),
    (
        "escape",
        "'escape' to a pile, a Death Star's escape, or a card's title (Narrow Escape, Hyper Escape, No Escape): no movement",
    ),
    ("first transport is away", "a card's title"),
    (
        "deployed on",
        "a card deployed on another as what it is (cards deployed on a character return to hand; weapons deployed on a target are lost)",
    ),
    (
        "just-deployed",
        "a card just deployed: a past act the text answers",
    ),
    ("transport vehicle", "a kind of vehicle"),
    ("[resistance] transport", "a kind of starship"),
    ("medium transport", "a kind of starship"),
    ("piloting a transport", "a kind of starship"),
    (
        "completed a transport",
        "a transport done: what follows it, no limit on it",
    ),
    (
        "transported are",
        "a transport done: what follows it, no limit on it",
    ),
    (
        "character transported",
        "a transport done: what follows it, no limit on it",
    ),
    (
        "then transferred",
        "a prisoner transfer a condition looks back on",
    ),
    (
        "then transfered",
        "a prisoner transfer a condition looks back on",
    ),
    (
        "weapons carried",
        "a weapon a character carries: not an act",
    ),
    (
        "blasters carried",
        "a weapon a character carries: not an act",
    ),
    (
        "carry weapons",
        "a character's weapons: not an act the judge answers",
    ),
    (
        "carry or use devices",
        "a character's weapons and devices: not an act the judge answers",
    ),
    (
        "carry up to four such weapons",
        "a character's weapons: not an act the judge answers",
    ),
    (
        "carry and use any number of devices",
        "a character's devices: not an act the judge answers",
    ),
    (
        "carry 1 passenger",
        "seats, read by the catalog with 'May add' (community::capacity)",
    ),
    (
        "carry 2 passengers",
        "seats, read by the catalog with 'May add' (community::capacity)",
    ),
    (
        "carry 4 passengers",
        "seats, read by the catalog with 'May add' (community::capacity)",
    ),
    ("carrying the mentor", "a state: what a backpack holds"),
    ("carrying weapon", "a state: who holds a weapon"),
    (
        "transfer character weapons",
        "a weapon's transfer: not an act the judge answers",
    ),
    ("escapes", "a starship's escape from a captor: no movement"),
    ("while aboard", "a condition: where a card is"),
    ("when aboard", "a condition: where a card is"),
    ("if aboard", "a condition: where a card is"),
    ("pilot aboard", "a state: who is aboard a craft"),
    ("pilots aboard", "a state: who is aboard a craft"),
    ("characters aboard", "a state: who is aboard a craft"),
    ("vader aboard", "a state: who is aboard a craft"),
    (
        "must have pilot aboard to use power, maneuver or hyperspeed",
        "what every starship keeps: a craft moves only operated (shared::operated)",
    ),
    ("landed starfighter", "a craft that is landed: a state"),
    ("landed aboard", "a craft that is landed: a state"),
    (
        "weapon may be transferred",
        "a weapon's transfer: not an act the judge answers",
    ),
    (
        "weapons to transfer",
        "a weapon's transfer: not an act the judge answers",
    ),
    (
        "transfer one of your character weapons",
        "a weapon's transfer: not an act the judge answers",
    ),
    (
        "target may then be transferred",
        "a device's or weapon's transfer (Retractable Arm): not an act the judge answers",
    ),
    (
        "bolt may be transferred",
        "a device's transfer (Restraining Bolt): not an act the judge answers",
    ),
    (
        "transfer (for free) to a warrior",
        "a stolen weapon's transfer: not an act the judge answers",
    ),
    (
        "move 1 character there to the lost pile",
        "a card moved between piles",
    ),
    ("move it to", "a card moved between piles"),
    ("move that card to", "a card moved between piles"),
    ("move one of those cards", "a card moved between piles"),
    ("move the top card", "a card moved between piles"),
    ("move one additional effect", "a card moved between piles"),
    (
        "move any droids you find there",
        "a card moved between piles",
    ),
    (
        "move any one rebel you find there",
        "a card moved between piles",
    ),
    ("move each droid spy", "a card moved between piles"),
    ("moved a 'coaxium' card", "a card moved between piles"),
    ("move a 'coaxium' card", "a card moved between piles"),
    (
        "on board a captured starship",
        "capturing characters: not an act the judge answers",
    ),
    (
        "present which deploys on",
        "a device or weapon present described by where it deploys: a target, no act",
    ),
];

/// "aboard" with none of these words says where a card is as a state or a condition ("While
/// aboard a starfighter, …", "Permanent pilot aboard provides …"): no act. With one of them
/// it may limit being aboard, and must bear on an act or be listed in [`NOT_AN_ACT`].
const LIMITS: &[&str] = &["may not", "cannot", "only", "never", "must", "unless"];

/// The act words of a sentence not explained by [`NOT_AN_ACT`] (or a state's "aboard").
fn unexplained_act_words(sentence: &str) -> Vec<String> {
    let lower = swjudge::catalog::text::grammar::normalise(sentence).to_lowercase();
    let mut covered = vec![false; lower.len()];
    for (phrase, _) in NOT_AN_ACT {
        for (i, _) in lower.match_indices(phrase) {
            covered[i..i + phrase.len()]
                .iter_mut()
                .for_each(|c| *c = true);
        }
    }
    let limits = LIMITS.iter().any(|w| {
        lower
            .split(|c: char| !c.is_alphanumeric())
            .collect::<Vec<_>>()
            .join(" ")
            .contains(w)
    });
    let mut out = Vec::new();
    let is_word = |c: char| c.is_alphanumeric() || c == '-';
    let mut words = Vec::new();
    let mut start = None;
    for (i, c) in lower.char_indices().chain([(lower.len(), ' ')]) {
        match (is_word(c), start) {
            (true, None) => start = Some(i),
            (false, Some(b)) => {
                words.push((b, &lower[b..i]));
                start = None;
            }
            _ => {}
        }
    }
    for (start, word) in words {
        if !ACT_WORDS.contains(&word) || (word == "aboard" && !limits) {
            continue;
        }
        if !covered[start..start + word.len()].iter().all(|&c| c) {
            out.push(word.to_string());
        }
    }
    for phrase in ACT_PHRASES {
        for (i, _) in lower.match_indices(phrase) {
            if !covered[i..i + phrase.len()].iter().all(|&c| c) {
                out.push(phrase.to_string());
            }
        }
    }
    out
}

/// Every sentence of the database with a word of an act bears on an act, or its word is one a
/// reviewed exception explains (the classifier audit of round 25).
#[test]
fn every_sentence_with_an_act_word_bears_on_an_act_or_is_a_reviewed_exception() {
    let mut missed = Vec::new();
    for t in texts() {
        for s in read_text(t) {
            if !s.bears_on.is_empty() {
                continue;
            }
            let (_, body) = swjudge::catalog::text::grammar::half_label(&s.text);
            let words = unexplained_act_words(body);
            if !words.is_empty() {
                missed.push(format!("{} | {}", words.join(","), s.text));
            }
        }
    }
    assert!(
        missed.is_empty(),
        "{} sentences with an act's word bear on no act and are no reviewed exception:\n{}",
        missed.len(),
        missed.join("\n")
    );
}

/// The audit's own words: an exception explains only the words it covers, and "aboard" in a
/// limit is never a state.
#[test]
fn the_audit_explains_only_what_its_exceptions_cover() {
    assert!(unexplained_act_words("During your deploy phase, draw a card.").is_empty());
    assert_eq!(
        unexplained_act_words("Deploy anywhere during your deploy phase."),
        ["deploy"]
    );
    assert!(unexplained_act_words("While aboard a starship, power +1.").is_empty());
    assert_eq!(
        unexplained_act_words("May not go aboard a starship."),
        ["aboard"]
    );
    assert_eq!(
        unexplained_act_words("Troopers may take off freely."),
        ["take off"]
    );
}

fn card(title: &str) -> &'static swjudge::catalog::CardDef {
    let key = swjudge::catalog::normalize(title);
    let ids = table::SWCCG
        .lookup(&key)
        .unwrap_or_else(|| panic!("{title} is in the catalog"));
    table::SWCCG.def(ids.start)
}

fn facts(title: &str) -> Vec<Fact> {
    card(title)
        .sentences()
        .into_owned()
        .into_iter()
        .filter_map(|s| s.fact)
        .collect()
}

#[test]
fn the_cards_of_the_issue_are_read() {
    assert!(
        facts("Luke Skywalker, The Last Jedi")
            .iter()
            .any(|f| matches!(f, Fact::NeverTo { .. }))
    );
    assert!(
        facts("Rogue 3")
            .iter()
            .any(|f| matches!(f, Fact::React { only: Some(p), .. } if p == "Hoth sites"))
    );
    assert!(
        facts("Executor: Main Corridor")
            .iter()
            .any(|f| matches!(f, Fact::MoveCostHere { .. }))
    );
    assert!(
        facts("Wampa")
            .iter()
            .any(|f| matches!(f, Fact::DeploysOnly { .. }))
    );
    // Round 20: grants to other cards where it stands, and prices on a card beside it.
    assert!(
        facts("Rebel Squad Leader")
            .iter()
            .any(|f| matches!(f, Fact::MayMoveHere { .. }))
    );
    assert!(
        facts("Garindan")
            .iter()
            .filter(|f| matches!(f, Fact::While { condition, .. } if condition.starts_with("at same location as ")))
            .count()
            == 2
    );
    // Round 21: where a card may be aboard (issue 36, the worst class: a confident wrong no).
    for title in ["Tala 1", "Tala 2", "Z-95 Headhunter"] {
        assert!(
            facts(title)
                .iter()
                .any(|f| matches!(f, Fact::CarriedLikeVehicle)),
            "{title}: carried like a vehicle"
        );
        assert!(card(title).has_trait(&swjudge::catalog::Trait::CarriedLikeVehicle));
    }
    // Her daughter's "Cannot board …" says the same of boarding.
    for title in ["Kal'Falnl C'ndros", "Kitik Keed'kak"] {
        assert!(
            facts(title).iter().any(|f| matches!(
                f,
                Fact::NotAboard { crafts } if crafts.len() == 2
            )),
            "{title}: the crafts she may not be aboard"
        );
    }
    assert!(
        facts("R1-G4 (Arone-Geefour)")
            .iter()
            .any(|f| matches!(f, Fact::NotAboard { .. }))
    );
    // A location's grant to the guards it names, on its condition of control (Corulag).
    assert!(facts("Corulag").iter().any(|f| matches!(
        f,
        Fact::While { condition, fact } if condition == "you control"
            && matches!(fact.as_ref(), Fact::NamedMayMove { who } if who == "Imperial trooper guards")
    )));
    let luke = card("Luke Skywalker, The Last Jedi").sentences();
    assert!(luke[0].bears_on.has(ActKind::Deploy));
    assert!(!luke[0].bears_on.has(ActKind::Move));
}

/// The sentences of the database whose reading by the grammar drops a qualifier they write,
/// and so are not counted as read (issue 36, "a READ sentence must be read whole"). It may only
/// fall, as readings learn to keep what they dropped. (Round 9 made the guard check where an
/// "except" is held, not only that it is: one reading that held "(except to Fondor)" as a
/// condition rather than with the deploy it excepts is demoted, 3 → 4.)
const DEMOTED: usize = 4;

/// Every sentence of the database counted as read carries each qualifier it writes ("except",
/// "free", "only", "unless", "while", "if", a signed number on its act): the typed fact holds
/// it (a field, a condition, an exception, a price). A reading that would drop one is not
/// counted as read: the sentence bears on its acts unread, and a question it bears on is
/// `undetermined`, quoting it. Checked on the readings the answers use (the kept table).
/// `SWJUDGE_TEXT_DEMOTED=1 … -- --nocapture` lists the demoted sentences.
#[test]
fn every_read_sentence_keeps_its_qualifiers() {
    use swjudge::catalog::text::{grammar, qualifiers};
    let (mut read, mut demoted) = (0usize, Vec::new());
    for d in table::SWCCG.all() {
        for s in d.sentences_as_printed() {
            let body = grammar::half_label(&s.text).1;
            let norm = grammar::normalise(body);
            if let Some(f) = &s.fact {
                read += 1;
                assert_eq!(
                    qualifiers::dropped(&norm, f),
                    None,
                    "{}: \"{}\" is counted as read, and its reading ({f}) drops a qualifier",
                    d.title,
                    s.text
                );
            } else if !s.bears_on.is_empty()
                && let Some(f) = grammar::fact(&norm)
                && let Some(w) = qualifiers::dropped(&norm, &f)
            {
                demoted.push(format!("{}: \"{}\" (drops {w}: {f})", d.title, s.text));
            }
        }
    }
    if std::env::var_os("SWJUDGE_TEXT_DEMOTED").is_some() {
        for x in &demoted {
            println!("{x}");
        }
    }
    assert!(read > 2000, "{read} read sentences checked");
    assert!(
        demoted.len() <= DEMOTED,
        "{} sentences are demoted for a dropped qualifier, more than the {DEMOTED} before",
        demoted.len()
    );
}

#[test]
fn what_a_side_may_not_deploy_is_read_from_the_cards_on_table() {
    let side = |title: &str| {
        facts(title)
            .into_iter()
            .filter_map(|f| match f {
                Fact::SideMayNotDeploy { what, lasting } => Some((what, lasting)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        side("Twin Suns Of Tatooine / Well Trained In The Jedi Arts"),
        [("Jabba's Palace sites or Sandwhirl".to_string(), true)]
    );
    assert_eq!(
        side("Emperor's Orders"),
        [("squadrons or non-Imperial starships".to_string(), false)]
    );
    // A list with where or when ("… starships here") is another sentence, not read so.
    assert!(side("Tracked Fleet").is_empty());
}

// ------------------------------------------------------------------ the key property

use swjudge::board::{Board, CardIx, LocId, Place};
use swjudge::catalog::text::{Sentence, Subject};
use swjudge::catalog::{CardDef, CardType, Catalog};
use swjudge::query::{CardName, CardRef, Query, QueryKind, Side, Span};
use swjudge::rules::subject::{card_ref, loc_ref};
use swjudge::{Answer, Ruleset};

/// `can deploy <title> to <location>`.
fn deploy_to(title: &str, l: LocId) -> QueryKind {
    QueryKind::CanDeploy {
        card: CardRef {
            name: CardName::Title(title.to_string()),
            span: Span::default(),
        },
        to: Some(loc_ref(l)),
        aboard: None,
        with: None,
        as_starting: false,
    }
}

fn is_yes(board: &Board, kind: QueryKind, asker: Option<Side>) -> bool {
    let ruleset = swjudge::ruleset_for(board, None);
    if ruleset == Ruleset::Dotf {
        return false;
    }
    let q = Query {
        kind,
        asker,
        text: "card text".into(),
    };
    swjudge::rules::evaluate_once(board, &q, ruleset).is_ok_and(|v| {
        let yes = v.answer == Answer::Yes;
        // Issue 36: a `yes` never lists a card's own text as an assumption.
        if yes {
            let on_text: Vec<&String> = v
                .assumptions
                .iter()
                .filter(|a| assumes_card_text(a))
                .collect();
            let mut seen = ASSUMED_TEXT.lock().unwrap_or_else(|e| e.into_inner());
            seen.extend(on_text.into_iter().cloned());
        }
        yes
    })
}

/// The assumptions of a card's own text that a `yes` of the sweeps listed ([`is_yes`]): each
/// sweep holds it empty when it ends.
static ASSUMED_TEXT: std::sync::Mutex<std::collections::BTreeSet<String>> =
    std::sync::Mutex::new(std::collections::BTreeSet::new());

/// Issue 36: no `yes` of the sweeps so far listed a card's own text as an assumption.
fn no_yes_assumed_card_text() {
    let seen = ASSUMED_TEXT.lock().unwrap_or_else(|e| e.into_inner());
    assert!(seen.is_empty(), "a yes assumes card text: {seen:#?}");
}

/// An assumption that takes a card's own text as met ("X's own text lets it …", "the docking
/// bays' own game text sets …"). A card the board defines with no text at all (no text on
/// record to read, `deploy.rs`: "the card's own deployment text allows …", "… own text lets it
/// deploy …") is assumed to deploy where its kind does: no sentence is there to contradict it.
fn assumes_card_text(a: &str) -> bool {
    ["own text", "own game text"].iter().any(|w| a.contains(w))
        && !a.contains("own deployment text")
        && !a.contains("own text lets it deploy")
        && !KNOWN_ASSUMED_TEXT.iter().any(|k| a.contains(k))
}

/// The assumptions of card text a `yes` still lists (round 26; may only shrink): a creature's
/// move before the update's habitat rule is in force (`shared::habitat::habitat_check`), which
/// the creature's habitat sentence should decide; a bomber's return from its Bombing Run, whose
/// time the Bombing Run card's text sets (`bombers`).
const KNOWN_ASSUMED_TEXT: &[&str] = &[
    "own text lets it go to",
    "the bomber returns when the Bombing Run card says",
];

/// The unread sentences of `def` that bear on `act` for a card in that part of the act (the
/// actor reads what is about itself; any other card, what is about others), less those the
/// policy sets aside: a sentence that opens on cards of a type the actor is not ("Your
/// starships …" beside a character's move), and a grant of a way to deploy as a 'react'
/// beside a usual deploy (`usual`), which neither helps nor holds it.
fn unread_on(def: &CardDef, act: ActKind, actor: Option<&CardDef>, usual: bool) -> Vec<String> {
    // A card standing by (a character, starship, vehicle or creature that is not the actor):
    // a sentence whose subject is not clear speaks of other cards' acts only where a clause of
    // it opens on a side's cards.
    let stands = actor.is_some()
        && matches!(
            def.card_type,
            CardType::Character | CardType::Creature | CardType::Vehicle | CardType::Starship
        );
    def.sentences()
        .into_owned()
        .into_iter()
        .filter(|s: &Sentence| {
            s.unread()
                && s.bears_on.has(act)
                && match s.subject {
                    Subject::Itself => actor.is_none(),
                    Subject::Others => actor.is_some(),
                    Subject::Unclear => !stands || opens_on_a_side(&s.text),
                }
                && !actor.is_some_and(|a| opens_on_another_type(&s.text, a))
                && !actor.is_some_and(|a| moves_itself_by_name(def, a, &s.text))
                && !bound_to_another_phase(&s.text, act)
                && !(usual
                    && act == ActKind::Deploy
                    && swjudge::catalog::text::grants_react_deploy(&s.text))
        })
        .map(|s| s.text)
        .collect()
}

/// "You may move Mig like a character" (Yerka Mig's): a sentence that moves or deploys the card
/// that says it, by one word of its own title (one the actor's title does not bear) said right
/// after the verb or before it, and names nothing else with a capital past its first word. It
/// speaks of that card's own acts, not of another card's (round 26).
fn moves_itself_by_name(def: &CardDef, actor: &CardDef, text: &str) -> bool {
    let words = |t: &str| -> Vec<String> {
        t.split(|c: char| !c.is_alphanumeric() && c != '-')
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect()
    };
    let own = words(def.plain_title());
    let acting = words(actor.plain_title());
    let capitals: Vec<&str> = text
        .split_whitespace()
        .skip(1)
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|w| w.starts_with(|c: char| c.is_uppercase()))
        .collect();
    let [name] = capitals.as_slice() else {
        return false;
    };
    let n = name.to_lowercase();
    let lower = text.to_lowercase();
    own.contains(&n)
        && !acting.contains(&n)
        && (lower.contains(&format!("move {n}"))
            || lower.contains(&format!("deploy {n}"))
            || lower.contains(&format!("{n} may move"))
            || lower.contains(&format!("{n} moves")))
}

/// "At cloud sectors, may move …": the card's own sentence said of it at a kind of sector,
/// where neither end of the act is a sector at all (a move between sites), does not bear on it.
fn said_at_sectors_elsewhere(board: &Board, text: &str, ends: &[LocId]) -> bool {
    let lower = text.to_lowercase();
    lower
        .strip_prefix("at ")
        .and_then(|r| r.split_once(", "))
        .is_some_and(|(place, _)| place.ends_with("sector") || place.ends_with("sectors"))
        && ends.iter().all(|&l| !board.loc_def(l).is_sector())
}

/// Is a sentence of one clause bound to one phase that is not the act's ("… you may not move to
/// here during your control phase", of a regular move, made in the move phase; a deploy, in the
/// deploy phase)? "Only during" and "except during" limit the act itself: not so.
fn bound_to_another_phase(text: &str, act: ActKind) -> bool {
    let own = match act {
        ActKind::Move => "move",
        ActKind::Deploy => "deploy",
        _ => return false,
    };
    let lower = text.to_lowercase();
    if ["only during", "except during", ";", " and ", " or during"]
        .iter()
        .any(|w| lower.contains(w))
    {
        return false;
    }
    let phases = ["activate", "control", "deploy", "battle", "move", "draw"];
    let named: Vec<&str> = phases
        .iter()
        .copied()
        .filter(|p| lower.contains(&format!(" {p} phase")))
        .collect();
    let during = ["during your ", "during opponent's ", "during any "]
        .iter()
        .filter(|w| lower.contains(**w))
        .count();
    during == 1 && named.len() == 1 && named[0] != own
}

/// Does a sentence open on cards of one type the actor is not ("Your starships may …",
/// "Light: While at a war room, opponent's characters may not …"; an Effect, weapon or device
/// deploying is none of a character, starship, vehicle or creature)?
fn opens_on_another_type(text: &str, actor: &CardDef) -> bool {
    let mut t = text.trim();
    for half in ["Light: ", "Dark: "] {
        t = t.strip_prefix(half).unwrap_or(t);
    }
    if opens_on_a_kind_it_is_not(t, actor) {
        return true;
    }
    let lower = t.to_lowercase();
    let conditioned = ["while ", "when ", "if ", "unless "]
        .iter()
        .any(|w| lower.starts_with(w));
    let lower = match lower.split_once(", ") {
        Some((_, r)) if conditioned => r.to_string(),
        _ if conditioned => return false,
        _ => lower,
    };
    let Some(rest) = ["your ", "opponent's ", "any ", "all "]
        .iter()
        .find_map(|w| lower.strip_prefix(w))
    else {
        return false;
    };
    let Some(end) = [
        " may ", " deploy", " move", " are ", " is ", " must ", " cannot ",
    ]
    .iter()
    .filter_map(|v| rest.find(v))
    .min() else {
        return false;
    };
    let words = &rest[..end];
    if [" and ", " or ", ",", "/"]
        .iter()
        .any(|j| words.contains(j))
    {
        return false;
    }
    let last = words
        .rsplit(' ')
        .next()
        .unwrap_or(words)
        .trim_end_matches('s');
    let ty = match last {
        "character" => CardType::Character,
        "starship" => CardType::Starship,
        "vehicle" => CardType::Vehicle,
        "creature" => CardType::Creature,
        _ => return false,
    };
    actor.card_type != ty
}

/// Does a sentence open on one kind of character in the plural, of their deploying or moving,
/// which the data's characteristics say the actor is not ("Jawas deploy here …" for Master
/// Luke: his characteristics are on record and hold no Jawa)?
fn opens_on_a_kind_it_is_not(t: &str, actor: &CardDef) -> bool {
    let Some((w, rest)) = t.split_once(' ') else {
        return false;
    };
    let plural = w.len() > 1
        && w.starts_with(|c: char| c.is_ascii_uppercase())
        && w.ends_with('s')
        && w.chars().all(|c| c.is_ascii_alphabetic());
    let acts = [
        "deploy ",
        "move ",
        "may deploy",
        "may move",
        "may not deploy",
        "may not move",
    ];
    if !plural || !acts.iter().any(|a| rest.starts_with(a)) {
        return false;
    }
    let one = w[..w.len() - 1].to_lowercase();
    let vocabulary: Vec<String> = table::SWCCG.kind_words().map(str::to_string).collect();
    actor.kind_is(&one, &vocabulary) == Some(false)
}

/// Does a clause of a sentence (after a side's label) open on a side's cards ("opponent's
/// characters …", "your starships …", "you may …", "any …", "all …")?
fn opens_on_a_side(text: &str) -> bool {
    let mut t = text.trim();
    for half in ["Light: ", "Dark: "] {
        t = t.strip_prefix(half).unwrap_or(t);
    }
    let t = t.to_lowercase();
    t.split(", ").flat_map(|c| c.split(" and ")).any(|c| {
        ["opponent", "your ", "you ", "any ", "all "]
            .iter()
            .any(|w| c.trim_start().starts_with(w))
    })
}

/// The unread sentences bearing on `act` of a card `def` going aboard craft `k`: its own, the
/// craft's, and those of the cards and location where the craft is (`except` left out).
fn unread_aboard(
    board: &Board,
    def: &CardDef,
    k: CardIx,
    except: CardIx,
    act: ActKind,
    usual: bool,
) -> Vec<String> {
    let mut unread = unread_on(def, act, None, usual);
    let mut others = vec![board.card_def(k)];
    if let Some(at) = board.location_of(k) {
        others.extend(at_location(board, at, Some(except)));
    }
    for d in others {
        unread.extend(unread_on(d, act, Some(def), usual));
    }
    unread
}

/// Every card that takes part in an act at a location or stands by there: the location (unless
/// collapsed: its text is canceled), and each card at it that is not `except` (the actor).
fn at_location(board: &Board, l: LocId, except: Option<CardIx>) -> Vec<&CardDef> {
    let mut out = Vec::new();
    if !board.locations[l].state.collapsed {
        out.push(board.loc_def(l));
    }
    for (i, c) in board.cards.iter_enumerated() {
        if c.place == Place::At(l) && Some(i) != except {
            out.push(board.card_def(i));
        }
    }
    out
}

/// No `yes` to a deploy or move stands over a sentence that bears on it and is not read, on
/// any card that takes part in the act or stands by: the actor, what carries it, what is
/// deployed on it, the locations it leaves and enters, and every card standing at or deployed
/// on those locations. The policy sets aside only what [`unread_on`] names. Every deploy (each
/// card in a hand to each location) and every move `moves` could list (each card to each
/// location: move, land, take off, transit, shuttle, react; each card onto each craft: embark)
/// of every bundled board.
#[test]
fn no_yes_stands_over_an_unread_sentence() {
    let mut failures = Vec::new();
    let mut yes_count = 0;
    for (file, board) in boards() {
        let locs: Vec<LocId> = board.locations.keys().collect();
        // Deploys: every card in either hand, to every location.
        for side in [Side::Light, Side::Dark] {
            let usual =
                board.turn == Some(side) && board.phase == Some(swjudge::board::Phase::Deploy);
            for z in &board.player(side).hand {
                let def = board.def(z.def);
                let title = def.plain_title().to_string();
                for &l in &locs {
                    if !is_yes(&board, deploy_to(&title, l), Some(side)) {
                        continue;
                    }
                    yes_count += 1;
                    let mut unread = unread_on(def, ActKind::Deploy, None, usual);
                    for d in at_location(&board, l, None) {
                        unread.extend(unread_on(d, ActKind::Deploy, Some(def), usual));
                    }
                    // A sentence that only keeps a deploy's cost from change ("Your deploy
                    // costs may not be modified here") prices the deploy: whether it may happen
                    // weighs no price unless the side's Force Pile is on the board (where a
                    // cost is asked, it is quoted: scenarios card-text/a-deploy-cost-kept-*).
                    if board.player(side).force_pile.is_none() {
                        unread.retain(|t| !fixed_price_words(&t.to_lowercase()));
                    }
                    if !unread.is_empty() {
                        failures.push(format!(
                            "{file}: can deploy {title} to {} is yes over {unread:?}",
                            board.loc_def(l).plain_title()
                        ));
                    }
                }
            }
        }
        // Moves: every card that moves, to every location.
        let movers: Vec<CardIx> = board
            .cards
            .keys()
            .filter(|&c| {
                matches!(
                    board.card_def(c).card_type,
                    CardType::Character
                        | CardType::Creature
                        | CardType::Vehicle
                        | CardType::Starship
                )
            })
            .collect();
        let crafts: Vec<CardIx> = movers
            .iter()
            .copied()
            .filter(|&k| {
                matches!(
                    board.card_def(k).card_type,
                    CardType::Vehicle | CardType::Starship
                )
            })
            .collect();
        for &c in &movers {
            let side = board.cards[c].side;
            let def = board.card_def(c);
            // Embarking: every craft of the board, its text and its location's taking part.
            for &k in crafts.iter().filter(|&&k| k != c) {
                let kind = QueryKind::CanEmbark {
                    card: card_ref(c),
                    on: card_ref(k),
                };
                if !is_yes(&board, kind, Some(side)) {
                    continue;
                }
                yes_count += 1;
                let unread = unread_aboard(&board, def, k, c, ActKind::Embark, false);
                if !unread.is_empty() {
                    failures.push(format!(
                        "{file}: embark of {} on {} is yes over {unread:?}",
                        board.card_name(c),
                        board.card_name(k)
                    ));
                }
            }
            for &l in &locs {
                let asks = [
                    (
                        ActKind::Move,
                        QueryKind::CanMove {
                            card: card_ref(c),
                            to: Some(loc_ref(l)),
                            by: None,
                        },
                    ),
                    (
                        ActKind::Land,
                        QueryKind::CanLand {
                            card: card_ref(c),
                            at: Some(loc_ref(l)),
                        },
                    ),
                    (
                        ActKind::TakeOff,
                        QueryKind::CanTakeOff {
                            card: card_ref(c),
                            to: Some(loc_ref(l)),
                        },
                    ),
                    (
                        ActKind::Transit,
                        QueryKind::CanTransit {
                            card: card_ref(c),
                            to: loc_ref(l),
                        },
                    ),
                    (
                        ActKind::Shuttle,
                        QueryKind::CanShuttle {
                            card: card_ref(c),
                            to: loc_ref(l),
                        },
                    ),
                    (
                        ActKind::React,
                        QueryKind::CanReact {
                            card: card_ref(c),
                            to: loc_ref(l),
                        },
                    ),
                ];
                for (act, kind) in asks {
                    if !is_yes(&board, kind, Some(side)) {
                        continue;
                    }
                    yes_count += 1;
                    let mut unread = unread_on(def, act, None, false);
                    let ends: Vec<LocId> = [Some(l), board.location_of(c)]
                        .into_iter()
                        .flatten()
                        .collect();
                    unread.retain(|t| !said_at_sectors_elsewhere(&board, t, &ends));
                    let mut others: Vec<&CardDef> = Vec::new();
                    if let Place::Aboard(k) = board.cards[c].place {
                        others.push(board.card_def(k));
                    }
                    // What is deployed on the card that moves.
                    others.extend(
                        board
                            .cards
                            .keys()
                            .filter(|&x| {
                                board.cards[x]
                                    .state
                                    .attached_to
                                    .as_ref()
                                    .and_then(|id| board.ids.get(id))
                                    == Some(&c)
                                    && !matches!(
                                        board.card_def(x).card_type,
                                        CardType::Character
                                            | CardType::Creature
                                            | CardType::Vehicle
                                            | CardType::Starship
                                    )
                            })
                            .map(|x| board.card_def(x)),
                    );
                    let from = board.location_of(c);
                    for end in [Some(l), from.filter(|&f| f != l)].into_iter().flatten() {
                        others.extend(at_location(&board, end, Some(c)));
                    }
                    for d in others {
                        unread.extend(unread_on(d, act, Some(def), false));
                    }
                    if !unread.is_empty() {
                        failures.push(format!(
                            "{file}: {} of {} to {} is yes over {unread:?}",
                            act.name(),
                            board.card_name(c),
                            board.loc_def(l).plain_title()
                        ));
                    }
                }
            }
        }
    }
    assert!(
        yes_count > 100,
        "the boards give yes answers to check ({yes_count})"
    );
    assert!(failures.is_empty(), "{failures:#?}");
    no_yes_assumed_card_text();
}

/// The crafts of a board (starships and vehicles).
fn crafts_of(board: &Board) -> Vec<CardIx> {
    board
        .cards
        .keys()
        .filter(|&k| {
            matches!(
                board.card_def(k).card_type,
                CardType::Vehicle | CardType::Starship
            )
        })
        .collect()
}

/// The paths [`no_yes_stands_over_an_unread_sentence`] does not take, held the same way: every
/// card in either hand deploying aboard every craft of the board (the card, the craft, and the
/// cards at the craft's location take part), and every character or craft aboard a craft
/// disembarking from it or transferring to another craft (the card, the craft it leaves and
/// the one it goes to, and the cards at their location). (Relocating is no act the question
/// language asks: a card's own relocation is its text's action, read as such.)
#[test]
fn no_yes_stands_over_an_unread_sentence_aboard_and_off_crafts() {
    let mut failures = Vec::new();
    let mut yes_count = 0;
    let aboard_ref = |k: CardIx| CardRef {
        name: card_ref(k).name,
        span: Span::default(),
    };
    for (file, board) in boards() {
        let crafts = crafts_of(&board);
        for side in [Side::Light, Side::Dark] {
            let usual =
                board.turn == Some(side) && board.phase == Some(swjudge::board::Phase::Deploy);
            for z in &board.player(side).hand {
                let def = board.def(z.def);
                let title = def.plain_title().to_string();
                for &k in &crafts {
                    let kind = QueryKind::CanDeploy {
                        card: CardRef {
                            name: CardName::Title(title.clone()),
                            span: Span::default(),
                        },
                        to: None,
                        aboard: Some(aboard_ref(k)),
                        with: None,
                        as_starting: false,
                    };
                    if !is_yes(&board, kind, Some(side)) {
                        continue;
                    }
                    yes_count += 1;
                    let mut unread = unread_aboard(&board, def, k, k, ActKind::Deploy, usual);
                    if board.player(side).force_pile.is_none() {
                        unread.retain(|t| !fixed_price_words(&t.to_lowercase()));
                    }
                    if !unread.is_empty() {
                        failures.push(format!(
                            "{file}: can deploy {title} aboard {} is yes over {unread:?}",
                            board.card_name(k)
                        ));
                    }
                }
            }
        }
        for c in board.cards.keys() {
            let Place::Aboard(from) = board.cards[c].place else {
                continue;
            };
            let side = board.cards[c].side;
            let def = board.card_def(c);
            let mut asks = vec![(None, QueryKind::CanDisembark { card: card_ref(c) })];
            for &t in crafts.iter().filter(|&&t| t != c && t != from) {
                asks.push((
                    Some(t),
                    QueryKind::CanTransfer {
                        card: card_ref(c),
                        to: card_ref(t),
                    },
                ));
            }
            for (to, kind) in asks {
                if !is_yes(&board, kind, Some(side)) {
                    continue;
                }
                yes_count += 1;
                let mut unread = unread_on(def, ActKind::Embark, None, false);
                let mut others = vec![board.card_def(from)];
                others.extend(to.map(|t| board.card_def(t)));
                for at in [board.location_of(c), to.and_then(|t| board.location_of(t))]
                    .into_iter()
                    .flatten()
                {
                    others.extend(at_location(&board, at, Some(c)));
                }
                for d in others {
                    unread.extend(unread_on(d, ActKind::Embark, Some(def), false));
                }
                if !unread.is_empty() {
                    failures.push(format!(
                        "{file}: {} of {} from {} is yes over {unread:?}",
                        if to.is_some() {
                            "transfer"
                        } else {
                            "disembark"
                        },
                        board.card_name(c),
                        board.card_name(from)
                    ));
                }
            }
        }
    }
    assert!(
        yes_count > 100,
        "the boards give yes answers to check ({yes_count})"
    );
    assert!(failures.is_empty(), "{failures:#?}");
    no_yes_assumed_card_text();
}

/// A board's `cards:` entry keeps the catalog's text unless it writes its own: an override of
/// Rogue 3's stats keeps "May move as a 'react' only to Hoth sites"; one that writes `text:`
/// has that text instead (here "Cannot move."), read the same way.
#[test]
fn an_overridden_card_keeps_its_text_unless_it_gives_its_own() {
    let board = |cards: &str| {
        let yaml = format!(
            "title: t\ngame: swccg\ncards:\n{cards}\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Docking Bay\"\n    - system: Hoth\n"
        );
        swjudge::scenario::load_str("t.yaml", &yaml, Catalog::builtin())
            .unwrap_or_else(|e| panic!("{e:?}"))
            .board
    };
    let rogue = |b: &Board| -> Vec<Fact> {
        let key = swjudge::catalog::normalize("Rogue 3");
        let d = b
            .catalog
            .search("Rogue 3")
            .into_iter()
            .map(|i| b.catalog.get(i))
            .find(|d| d.key() == key)
            .expect("Rogue 3 is in the board's catalog");
        d.sentences()
            .into_owned()
            .into_iter()
            .filter_map(|s| s.fact)
            .collect()
    };
    let kept = board("  - { title: \"Rogue 3\", side: light, type: vehicle, power: 3 }");
    assert!(
        rogue(&kept)
            .iter()
            .any(|f| matches!(f, Fact::React { only: Some(_), .. })),
        "{:?}",
        rogue(&kept)
    );
    let own = board(
        "  - { title: \"Rogue 3\", side: light, type: vehicle, power: 3, text: \"Cannot move.\" }",
    );
    assert_eq!(rogue(&own), vec![Fact::MayNotMove]);
}

// ------------------------------------------------------------------ prices, landspeed, grants

use swjudge::catalog::text::{Cost, Way, Who, read_sentence};

/// The location price templates read direction, who and price, and nothing looser.
#[test]
fn location_prices_are_read_with_their_direction() {
    let read = |s: &str| read_sentence(s).1;
    assert_eq!(
        read("Maul moves to here for free when using his landspeed."),
        Some(Fact::MoveCostHere {
            cost: Cost::Free,
            who: Who::Any("Maul".into()),
            between: None,
            way: Way::To,
            by_landspeed: true,
        })
    );
    assert_eq!(
        read("Fetts may move to and from here for free."),
        Some(Fact::MoveCostHere {
            cost: Cost::Free,
            who: Who::Any("Fetts".into()),
            between: None,
            way: Way::Either,
            by_landspeed: false,
        })
    );
    assert_eq!(
        read("Your movement to here requires +1 Force."),
        Some(Fact::MoveCostHere {
            cost: Cost::By(1),
            who: Who::Yours(String::new()),
            between: None,
            way: Way::To,
            by_landspeed: false,
        })
    );
    assert_eq!(
        read("Your starfighters land here for free."),
        Some(Fact::MoveCostHere {
            cost: Cost::Free,
            who: Who::Yours("starfighters".into()),
            between: None,
            way: Way::To,
            by_landspeed: false,
        })
    );
    // A restriction is not a price.
    assert!(!matches!(
        read("Opponent's characters may not move from here."),
        Some(Fact::MoveCostHere { .. })
    ));
}

/// "May deploy to exterior sites" is a further place; with a condition or a way of its own
/// it is not this template's.
#[test]
fn deploy_grants_are_read_only_when_plain() {
    let read = |s: &str| read_sentence(s).1;
    assert_eq!(
        read("May deploy to exterior sites."),
        Some(Fact::MayDeployTo {
            places: "exterior sites".into()
        })
    );
    assert!(!matches!(
        read("May deploy to any site, even without presence or Force icons."),
        Some(Fact::MayDeployTo { .. })
    ));
    assert!(!matches!(
        read("May deploy to a site as an Undercover spy."),
        Some(Fact::MayDeployTo { .. })
    ));
}

/// A card whose text gives its landspeed has it as a fact of the card.
#[test]
fn landspeed_by_text_is_the_cards() {
    assert_eq!(card("Kit Fisto").landspeed_of_card(), Some(2));
    assert_eq!(card("Sergeant Brooks Carlson").landspeed_of_card(), Some(2));
    assert_eq!(card("Stormtrooper").landspeed_of_card(), None);
}

fn swjudge_cards(args: &[&str]) -> String {
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_swjudge"))
        .arg("cards")
        .args(args)
        .output()
        .expect("run swjudge cards");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).expect("utf-8")
}

/// `swjudge cards TITLE` shows each sentence of the text with its state (read: the fact in
/// words; unread; not about acts); the JSON has a `text` array of `{sentence, bears_on, read}`;
/// and `swjudge cards --format json` with no words lists every card with that array, so the
/// coverage counted from outside is the coverage the reader gives (issue 36, "The card shows
/// how it was read").
#[test]
fn the_cards_command_shows_how_each_sentence_was_read() {
    let human = swjudge_cards(&["Han Seeker"]);
    for line in [
        "\"Deploys for 1 Force to an unoccupied site.\"",
        "read: deploying it to an unoccupied site costs 1 Force [deploy]",
        "\"Deploys and moves like an undercover spy.\"",
        "unread [deploy, move,",
        "not about acts",
    ] {
        assert!(human.contains(line), "{line} in:\n{human}");
    }
    let one: serde_json::Value =
        serde_json::from_str(&swjudge_cards(&["Han Seeker", "--format", "json"])).unwrap();
    let text = one[0]["text"].as_array().expect("a text array");
    assert_eq!(
        text[0]["sentence"],
        "Deploys for 1 Force to an unoccupied site."
    );
    assert_eq!(text[0]["bears_on"], serde_json::json!(["deploy"]));
    assert!(
        text[0]["read"]
            .as_str()
            .is_some_and(|r| r.contains("costs 1 Force"))
    );
    assert!(text[1]["read"].is_null() && !text[1]["bears_on"].as_array().unwrap().is_empty());
    assert!(text[2]["read"].is_null() && text[2]["bears_on"].as_array().unwrap().is_empty());

    let all: Vec<serde_json::Value> =
        serde_json::from_str(&swjudge_cards(&["--format", "json"])).unwrap();
    let (mut bearing, mut read) = (0, 0);
    for card in all.iter().filter(|c| c["game"] == "swccg") {
        for s in card["text"].as_array().into_iter().flatten() {
            if s["bears_on"].as_array().is_some_and(|a| !a.is_empty()) {
                bearing += 1;
                read += usize::from(!s["read"].is_null());
            }
        }
    }
    let (want_bearing, want_read) = swjudge::catalog::text::coverage(texts());
    assert_eq!((bearing, read), (want_bearing, want_read));
}

/// The other way round (issue 36): a read limit is applied, not skipped. Every `yes` to a
/// deploy of a card in a hand of a bundled board names each deploy limit its own text has
/// that was read ("Deploys only on Cloud City", "Never deploys to a site opponent occupies",
/// "May not deploy to …"): a limit that holds is shown as passed (or as what lifted it), never
/// left out of the answer as if it had not been read.
/// Where `q` is answered yes: the sentences of `said` that its answer (as JSON) does not show;
/// `None` where it is not answered yes.
fn yes_without<'s>(
    board: &Board,
    q: &Query,
    ruleset: Ruleset,
    said: &'s [String],
) -> Option<Vec<&'s String>> {
    let v = swjudge::rules::evaluate_once(board, q, ruleset).ok()?;
    if v.answer != Answer::Yes {
        return None;
    }
    let shown = serde_json::to_string(&v).expect("a verdict serialises");
    Some(
        said.iter()
            .filter(|s| {
                let quoted = serde_json::to_string(s).expect("a string");
                !shown.contains(quoted.trim_matches('"'))
            })
            .collect(),
    )
}

#[test]
fn a_yes_deploy_shows_each_read_limit_of_its_card() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for (file, board) in boards() {
        let ruleset = swjudge::ruleset_for(&board, None);
        if ruleset == Ruleset::Dotf {
            continue;
        }
        let locs: Vec<LocId> = board.locations.keys().collect();
        for side in [Side::Light, Side::Dark] {
            for z in &board.player(side).hand {
                let def = board.def(z.def);
                let limits: Vec<String> = def
                    .sentences()
                    .iter()
                    .filter(|s| {
                        matches!(
                            s.fact,
                            Some(
                                Fact::DeploysOnly { .. }
                                    | Fact::NeverTo { .. }
                                    | Fact::NotToPlaces { .. }
                            )
                        )
                    })
                    .map(|s| s.text.clone())
                    .collect();
                if limits.is_empty() {
                    continue;
                }
                let title = def.plain_title().to_string();
                for &l in &locs {
                    let q = Query {
                        kind: deploy_to(&title, l),
                        asker: Some(side),
                        text: "card text".into(),
                    };
                    let Some(unshown) = yes_without(&board, &q, ruleset, &limits) else {
                        continue;
                    };
                    checked += 1;
                    for s in unshown {
                        failures.push(format!(
                            "{file}: can deploy {title} to {} is yes and does not show \"{s}\"",
                            board.loc_def(l).plain_title()
                        ));
                    }
                }
            }
        }
    }
    eprintln!("{checked} yes deploys of cards with a read limit");
    assert!(
        checked > 10,
        "the boards give yes deploys of cards with a read limit ({checked})"
    );
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Family 1 of issue 36: a craft's "May add …" sentence whose count is read into its capacity
/// must not lose the condition it puts on who takes a place. Over the whole database, every
/// craft's "May add" clause that limits a place (a "must be", a named character "as a pilot",
/// a kind before the role: "one alien pilot") has that limit read; and the limits read are
/// the ones the family counts (no clause read as limited without such words).
#[test]
fn no_capacity_is_read_without_its_condition() {
    use swjudge::catalog::CardType;
    let role = |w: &str| {
        matches!(
            w.trim_matches(|c: char| !c.is_alphabetic()),
            "pilot" | "pilots" | "driver" | "drivers"
        )
    };
    let counted_kind = |clause: &str| {
        // A count, then a word that is neither a count nor a role, then the role.
        let words: Vec<&str> = clause
            .split(['(', ','])
            .flat_map(|p| p.split(" and ").map(str::to_string).collect::<Vec<_>>())
            .flat_map(|p| {
                let w: Vec<&str> = p.split_whitespace().collect();
                let hit = w.len() == 3
                    && (w[0].parse::<u8>().is_ok() || ["one", "two"].contains(&w[0]))
                    && !role(w[1])
                    && w[1].chars().all(char::is_alphabetic)
                    && role(w[2]);
                hit.then_some("hit")
            })
            .collect();
        !words.is_empty()
    };
    let (mut limited, mut read) = (0, 0);
    let mut dropped = Vec::new();
    for d in table::SWCCG.all() {
        if !matches!(d.card_type, CardType::Starship | CardType::Vehicle) {
            continue;
        }
        let Some(text) = d.text.as_deref() else {
            continue;
        };
        let clauses: Vec<&str> = text
            .split("May add ")
            .skip(1)
            .map(|c| c.split('.').next().unwrap_or(c))
            .collect();
        let conditioned = clauses.iter().any(|c| {
            c.contains("must be")
                || c.contains(" as a pilot")
                || c.contains(" as pilot")
                || c.contains(" as a passenger")
                || counted_kind(c)
        });
        let limits = d.seat_limits();
        if conditioned {
            limited += 1;
            if limits.is_empty() {
                dropped.push(format!("{}: {clauses:?}", d.title));
            } else {
                read += 1;
            }
        } else {
            assert!(
                limits.is_empty(),
                "{}: a place read as limited from {clauses:?}",
                d.title
            );
        }
    }
    println!("capacity conditions: {read} of {limited} crafts' limited places read");
    assert!(limited >= 20, "the family is in the database ({limited})");
    assert!(
        dropped.is_empty(),
        "capacity read without its condition: {dropped:#?}"
    );
}

/// Family 5 of issue 36, for moves: every `yes` to a regular move over the bundled boards
/// shows each read move limit of the cards in the act it bears on: the mover's own ("May only
/// move to Hoth sites", "Cannot move to mobile sites") and a card of the other side standing
/// where it leaves that keeps characters from landspeed. A limit that holds is shown as
/// passed, never left out as if it had not been read. (The sites' own limits are not asked
/// here: a limit of one way, or of one half's side, or on a condition that does not hold, is
/// not shown on a yes today.)
#[test]
fn a_yes_move_shows_each_read_limit_in_the_act() {
    // The mover's own limits, and those of a card standing by on the mover's site.
    fn own(f: &Fact) -> bool {
        match f {
            Fact::MovesTo { .. } | Fact::MayNotMove => true,
            Fact::While { fact, .. } => own(fact),
            _ => false,
        }
    }
    fn standing_by(f: &Fact) -> bool {
        match f {
            Fact::NoLandspeedHere { .. } => true,
            Fact::While { fact, .. } => standing_by(fact),
            _ => false,
        }
    }
    let limits = |d: &CardDef, which: fn(&Fact) -> bool| -> Vec<String> {
        d.sentences()
            .iter()
            .filter(|s| s.fact.as_ref().is_some_and(which))
            .map(|s| s.text.clone())
            .collect()
    };
    let mut failures = Vec::new();
    let mut checked = 0;
    for (file, board) in boards() {
        let ruleset = swjudge::ruleset_for(&board, None);
        if ruleset == Ruleset::Dotf {
            continue;
        }
        let locs: Vec<LocId> = board.locations.keys().collect();
        for c in board.cards.keys() {
            let Place::At(from) = board.cards[c].place else {
                continue;
            };
            if !matches!(
                board.card_def(c).card_type,
                CardType::Character | CardType::Creature | CardType::Vehicle | CardType::Starship
            ) {
                continue;
            }
            for &to in &locs {
                // The cards in the act with a read move limit: the mover, the two sites, and
                // the cards standing at the site it leaves.
                let mut said: Vec<String> = limits(board.card_def(c), own);
                for (o, x) in board.cards.iter_enumerated() {
                    if o != c
                        && x.place == Place::At(from)
                        && board.cards[o].side != board.cards[c].side
                    {
                        said.extend(limits(board.card_def(o), standing_by));
                    }
                }
                if said.is_empty() || to == from {
                    continue;
                }
                let q = Query {
                    kind: QueryKind::CanMove {
                        card: card_ref(c),
                        to: Some(loc_ref(to)),
                        by: None,
                    },
                    asker: Some(board.cards[c].side),
                    text: "card text".into(),
                };
                let Some(unshown) = yes_without(&board, &q, ruleset, &said) else {
                    continue;
                };
                checked += 1;
                for s in unshown {
                    failures.push(format!(
                        "{file}: can move {} to {} is yes and does not show \"{s}\"",
                        board.card_name(c),
                        board.loc_def(to).plain_title()
                    ));
                }
            }
        }
    }
    eprintln!("{checked} yes moves with a read move limit in the act");
    assert!(
        checked >= 4,
        "the boards give yes moves with a read move limit in the act ({checked})"
    );
    assert!(failures.is_empty(), "{failures:#?}");
}

/// Round 30's shapes, on every card of the database that has them: each such sentence reads as
/// the fact given, and no other card's sentence takes the shape.
#[test]
fn round_30_shapes_are_read_on_the_cards_that_have_them() {
    use swjudge::catalog::text::{Cost, Who};
    // A card named by its title whose moves are free, on a condition written before it.
    let mut named_free: Vec<(String, String, bool)> = Vec::new();
    for d in table::SWCCG.all() {
        for s in d.sentences().iter() {
            if let Some(Fact::While { condition, fact }) = &s.fact
                && let Fact::MoveCostBetween {
                    who: Who::Any(name),
                    from: None,
                    to: None,
                    cost: Cost::Free,
                    by_landspeed,
                } = fact.as_ref()
            {
                named_free.push((
                    d.plain_title().to_string(),
                    format!("{condition} / {name}"),
                    *by_landspeed,
                ));
            }
        }
    }
    named_free.sort();
    let want = [
        ("A Power Loss", "no cards stacked here / Leia", true),
        ("A Power Loss (AI)", "no cards stacked here / Leia", true),
        (
            "Thunderflare (V)",
            "Death Star II on table / Thunderflare",
            false,
        ),
    ];
    let want: Vec<(String, String, bool)> = want
        .iter()
        .map(|(t, f, l)| (t.to_string(), f.to_string(), *l))
        .collect();
    assert_eq!(named_free, want);
    // One subject's deploy price and shuttle price at one place, in one sentence: Lothal's,
    // each price a sentence of its own as the card is judged.
    let mut two: Vec<(String, &'static str)> = Vec::new();
    for d in table::SWCCG.all() {
        for s in d.sentences().iter() {
            if !s.text.contains("(and shuttle ") {
                continue;
            }
            let kind = match &s.fact {
                Some(Fact::DeployCostHere {
                    cost: Cost::By(-1), ..
                }) => "deploy -1",
                Some(Fact::MoveCostHere {
                    cost: Cost::Free, ..
                }) => "shuttle free",
                other => panic!("{}: read as {other:?}", s.text),
            };
            // Each price on its own act: the free one on shuttling only, never a regular move.
            let want = match kind {
                "deploy -1" => ActKind::Deploy,
                _ => ActKind::Shuttle,
            };
            assert!(
                s.bears_on.kinds().eq([want]),
                "{}: {kind} bears on {want:?} only",
                s.text
            );
            two.push((d.plain_title().to_string(), kind));
        }
    }
    // A location that names itself where another writes "here" in a move grant (Endor: Back
    // Door, both printings, both halves; one half on the side's control): the name it keeps
    // is its own short title.
    let mut named: Vec<(String, bool)> = Vec::new();
    for d in table::SWCCG.all() {
        for s in d.sentences().iter() {
            let (fact, on_control) = match &s.fact {
                Some(Fact::While { condition, fact }) if condition == "you control" => {
                    (Some(fact.as_ref()), true)
                }
                f => (f.as_ref(), false),
            };
            if let Some(Fact::MoveBetween {
                named_here: Some(n),
                ..
            }) = fact
            {
                assert!(
                    d.plain_title().ends_with(&format!(": {n}")),
                    "{}: names {n}, not itself",
                    d.plain_title()
                );
                named.push((d.plain_title().to_string(), on_control));
            }
        }
    }
    named.sort();
    let back_door = "Endor: Back Door".to_string();
    assert_eq!(
        named,
        [
            (back_door.clone(), false),
            (back_door.clone(), false),
            (back_door.clone(), true),
            (back_door, true)
        ]
    );
    two.sort();
    assert_eq!(
        two,
        [
            ("Lothal".to_string(), "deploy -1"),
            ("Lothal".to_string(), "shuttle free")
        ]
    );
}
