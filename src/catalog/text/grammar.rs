//! The grammar of card text: sentences, what a sentence bears on, and the templates read into
//! facts. Every template is a nom parser over one normalised sentence ([`normalise`]: marks and
//! curly quotes made plain, no final stop); words match in any case, and names keep theirs.

use super::facts::{ActKind, Acts, Cost, Craft, Fact, Half, Occupancy, Subject, Way, Who};
use super::words::limits;

use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::{tag, tag_no_case, take_until, take_while1},
    character::complete::{char, digit1, one_of},
    combinator::{all_consuming, eof, map, opt, recognize, rest, value},
    multi::many0,
    sequence::{delimited, preceded, terminated},
};

pub(super) type R<'a, T> = IResult<&'a str, T>;

// ------------------------------------------------------------------------- sentences

/// The sentences of a text. A sentence ends at `.`, `!` or `?` (with any closing quote or
/// bracket after it) followed by whitespace and a character that can start one.
pub fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut input = text.trim();
    while !input.is_empty() {
        match sentence(input) {
            Ok((tail, s)) => {
                let s = s.trim();
                if !s.is_empty() {
                    out.push(s);
                }
                input = tail.trim_start();
            }
            Err(_) => {
                out.push(input);
                break;
            }
        }
    }
    out
}

/// One sentence: up to and including an end mark followed by a sentence start, or the rest.
fn sentence(input: &str) -> R<'_, &str> {
    let bytes = input.as_bytes();
    let mut depth = 0i32;
    for (i, c) in input.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            // "Dr. Evazan": a title's abbreviation ends no sentence.
            '.' if depth <= 0 && abbreviation_before(&input[..i]) => {}
            '.' | '!' | '?' if depth <= 0 => {
                let mut end = i + 1;
                while end < bytes.len() && matches!(bytes[end], b'\'' | b'"' | b')') {
                    end += 1;
                }
                let after = &input[end..];
                if after.is_empty() {
                    return Ok(("", input));
                }
                let next: R<'_, ()> = value(
                    (),
                    preceded(
                        take_while1(char::is_whitespace),
                        alt((
                            value((), one_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ•(*'\"{[<0123456789")),
                            value((), tag("‘")),
                        )),
                    ),
                )
                .parse(after);
                if next.is_ok() {
                    return Ok((after, &input[..end]));
                }
            }
            _ => {}
        }
    }
    Ok(("", input))
}

/// Does `before` end in a title's abbreviation ("Dr" of "Dr. Evazan"), a whole word?
fn abbreviation_before(before: &str) -> bool {
    let word = before
        .rsplit(|c: char| !c.is_ascii_alphabetic())
        .next()
        .unwrap_or("");
    matches!(word, "Dr" | "Mr" | "Mrs")
}

/// A location's half label (`Dark:`, `Light:`) and the sentence after it.
pub fn half_label(s: &str) -> (Option<Half>, &str) {
    let r: R<'_, Half> = terminated(
        alt((
            value(Half::Dark, tag("Dark")),
            value(Half::Light, tag("Light")),
        )),
        tag(": "),
    )
    .parse(s);
    match r {
        // "Dark: Light: Deploys only as a starting location": the first half is empty, and the
        // sentence is the second's.
        Ok((body, side)) => match half_label(body) {
            (Some(next), rest) => (Some(next), rest),
            _ => (Some(side), body),
        },
        Err(_) => (None, s),
    }
}

/// Plain marks: no uniqueness dots or curly quotes, single spaces, no final stop, `'react.'`
/// as `'react'`, no leading `*`.
pub fn normalise(s: &str) -> String {
    let s: String = s
        .chars()
        .filter(|&c| c != '•' && c != '◇')
        .map(|c| match c {
            '‘' | '’' | '`' => '\'',
            '“' | '”' => '"',
            c => c,
        })
        .collect();
    let s = s.split_whitespace().collect::<Vec<_>>().join(" ");
    let s = s.replace(".'", "'.").replace(",'", "',");
    let s = s.replace(['{', '}'], "");
    // A misprint of an act's word ("landspeeed") reads as the word.
    let s = s.replace("landspeeed", "landspeed");
    let s = s.trim_start_matches('*').trim();
    // "(Immune to Alter.) OR Deploy on any planet site": the immunity is no act, and the
    // sentence is the card's other use.
    let s = match s
        .strip_prefix("(Immune to ")
        .or_else(|| s.strip_prefix("[Immune to "))
    {
        Some(r) => r
            .split_once([')', ']'])
            .map_or(s, |(_, tail)| tail.trim_start()),
        None => s,
    };
    let s = s.strip_prefix("OR ").unwrap_or(s);
    // "Also, once per turn …": an addition to the card's other text.
    let s = s.strip_prefix("Also, ").unwrap_or(s);
    s.trim_end_matches(['.', '!']).trim().to_string()
}

// ------------------------------------------------------------------------- bearing

/// The acts a sentence speaks of: its words for deploying, moving (every way of moving),
/// landing, taking off, reacting, landspeed, shuttling, transit, embarking, relocating, and a
/// location's "No starships / vehicles / creatures". The names of phases (`deploy phase`)
/// are times, not acts.
pub fn bears_on(norm: &str) -> Acts {
    // A change of other cards' deploy cost ("Subtracts 1 from deploy cost of each of your
    // capital starships at same system") prices their deploying; any other mention of a
    // deploy cost (a comparison, a destiny) is no act.
    let prices_deploys =
        price_change_words(&norm.to_lowercase()) || fixed_price_words(&norm.to_lowercase());
    let lower = norm
        .to_lowercase()
        .replace("deploy costs", "")
        .replace("deploy cost", "")
        .replace("deploy phase", "")
        .replace("move phase", "")
        .replace("landing site", "")
        .replace("landing claw", "")
        .replace("landspeeder", "")
        // A card's title ("Opponent loses no more than 1 Force to You May Start Your
        // Landing"): no landing.
        .replace("you may start your landing", "");
    let lower = states_removed(&lower);
    let mut acts = Acts::NONE;
    let movement = Acts::movement().kinds().filter(|&k| k != ActKind::Relocate);
    let mut moving = false;
    for w in lower.split(|c: char| !c.is_ascii_alphanumeric() && c != '-') {
        match w {
            "deploy" | "deploys" | "deployed" | "deploying" | "deployment" => {
                acts = acts.with(ActKind::Deploy)
            }
            "move" | "moves" | "moved" | "moving" | "movement" | "landspeed" => moving = true,
            "land" | "lands" | "landed" | "landing" => acts = acts.with(ActKind::Land),
            "react" | "reacts" | "reacted" | "reacting" => acts = acts.with(ActKind::React),
            "shuttle" | "shuttles" | "shuttled" | "shuttling" => acts = acts.with(ActKind::Shuttle),
            "transit" => acts = acts.with(ActKind::Transit),
            "embark" | "embarks" | "disembark" | "disembarks" | "embarking" | "disembarking" => {
                acts = acts.with(ActKind::Embark)
            }
            "relocate" | "relocates" | "relocated" | "relocating" | "relocation" => {
                acts = acts.with(ActKind::Relocate)
            }
            _ => {}
        }
    }
    if lower.contains("take off")
        || lower.contains("takes off")
        || lower.contains("taking off")
        || lower.contains("take-off")
    {
        acts = acts.with(ActKind::TakeOff);
    }
    // "May not be aboard starfighters …", "Too large to go aboard a starfighter", "May be
    // carried like a vehicle": where the card may be, so its deploying aboard and its embarking.
    if [
        "may not be aboard",
        "to go aboard",
        "cannot board",
        "may not board",
    ]
    .iter()
    .any(|w| lower.contains(w))
    {
        // Shuttling up to a craft puts it aboard too.
        acts = acts
            .with(ActKind::Deploy)
            .with(ActKind::Embark)
            .with(ActKind::Shuttle);
    }
    if lower.starts_with("may be carried") && lower.ends_with("like a vehicle") {
        acts = acts.with(ActKind::Deploy).with(ActKind::Embark);
    }
    acts = acts.union(other_ways_words(&lower));
    for kind in ["starships", "vehicles", "creatures", "characters"] {
        if lower.starts_with(&format!("no {kind}")) {
            acts = acts.with(ActKind::Deploy);
            moving = true;
        }
    }
    if prices_deploys {
        acts = acts.with(ActKind::Deploy);
    }
    // Moving "as a 'react'" is reacting: it says nothing of other ways of moving.
    if moving && lower.contains("as a 'react") {
        acts = acts.with(ActKind::React);
    } else if moving {
        for k in movement {
            acts = acts.with(k);
        }
    }
    acts
}

/// The acts of words for ways of going that name none of the usual verbs (`lower`: a
/// sentence in lower case, the phases and piles taken out; the classifier audit of round 25):
/// - a prisoner transfer ("may not transfer", "may not be transferred"): the transfer act, whose
///   card-text kind is embarking; not a weapon's or device's transfer from one character to
///   another, which is no act the judge answers, nor a transfer a condition looks back on
///   ("if subsequently captured, … and then transferred to a prison");
/// - a transport card's relocation ("may not transport cards to or from here", "… are limited
///   to owner's move phase and exterior sites"): relocating;
/// - passing a blockade between sites ("may pass only if …", "To pass, …"): moving;
/// - what a card may carry ("May carry Yoda … as if riding"), not its passengers (capacity, which
///   the catalog reads with "May add"), weapons or devices: others' getting aboard it
///   (embarking), not its own deploying;
/// - a seat limited to some occupants ("May add 1 pilot (must be a smuggler …)") or a craft
///   some may not pilot ("May not be piloted by …"): others' getting aboard it (embarking),
///   not the craft's own deploying (a deploy aboard it is the deploying card's act, whose
///   acts the kind cannot tell from the craft's own: left to the report);
/// - a pilot limited to some craft ("May pilot only speeder bikes"): the craft's moves (the
///   pilot rides along) and its embarking.
fn other_ways_words(lower: &str) -> Acts {
    let mut acts = Acts::NONE;
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '-' && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    let has = |w: &str| words.contains(&w);
    let of_things = has("weapon") || has("weapons") || has("device") || has("devices");
    let transfer = words.iter().any(|w| {
        matches!(
            *w,
            "transfer" | "transfers" | "transferred" | "transfered" | "transferring"
        )
    });
    if transfer
        && !of_things
        && !lower.contains("then transferred")
        && !lower.contains("then transfered")
    {
        acts = acts.with(ActKind::Embark);
    }
    let transports = words.contains(&"'transport'")
        || words
            .windows(2)
            .any(|w| w[0] == "transport" && matches!(w[1], "cards" | "characters" | "to"))
        || lower.contains("may not transport");
    if transports || (lower.contains(" limited to ") && lower.contains(" sites")) {
        acts = acts.with(ActKind::Relocate);
    }
    if lower.contains("may pass ") || lower.starts_with("to pass,") {
        acts = acts.with(ActKind::Move);
    }
    let carry = ["may carry ", "may also carry "]
        .iter()
        .find_map(|w| lower.find(w).map(|i| i + w.len()));
    if let Some(i) = carry {
        let what = &lower[i..];
        let passengers = what
            .split_whitespace()
            .nth(1)
            .is_some_and(|w| w.starts_with("passenger"));
        if !passengers && !of_things {
            acts = acts.with(ActKind::Embark);
        }
    }
    let seat_limit = (lower.starts_with("may add ") && lower.contains("must be"))
        || lower.contains("may not be piloted by")
        || lower.contains("may not be driven by");
    if seat_limit {
        acts = acts.with(ActKind::Embark);
    }
    // Who may pilot a craft, or what a pilot may pilot: a pilot's place aboard, taken by
    // deploying aboard as by embarking (round 26).
    let piloting = [
        "may not be piloted by",
        "may not be driven by",
        "be piloted only by",
    ]
    .iter()
    .chain(&[
        "may only be piloted by",
        "may only be driven by",
        "be driven only by",
    ])
    .chain(&[
        "may pilot only",
        "may only pilot",
        "may drive only",
        "may only drive",
    ])
    .any(|w| lower.contains(w));
    if piloting {
        acts = acts.with(ActKind::Embark).with(ActKind::Deploy);
    }
    if [
        "may pilot only",
        "may only pilot",
        "may drive only",
        "may only drive",
    ]
    .iter()
    .any(|w| lower.contains(w))
    {
        acts = acts.with(ActKind::Embark);
        for k in Acts::movement().kinds().filter(|&k| k != ActKind::Relocate) {
            acts = acts.with(k);
        }
    }
    acts
}

/// Whether `lower` (a sentence in lower case) keeps a deploy cost from being changed: "Your
/// deploy costs may not be modified here", "Obi-Wan's deploy cost may not be increased",
/// "deploy cost of opponent's characters may not be modified": it prices those deploys (the
/// printed cost stands where other text would change it).
pub fn fixed_price_words(lower: &str) -> bool {
    lower.contains("deploy cost")
        && [
            "may not be modified",
            "may not be increased",
            "may not be reduced",
            "may not be decreased",
            "cannot be modified",
        ]
        .iter()
        .any(|w| lower.contains(w))
        // "Opponent may not increase deploy cost of your aliens", "Aliens may not have their
        // deploy cost modified to Tatooine locations", "… does not increase deploy costs at
        // battlegrounds".
        || [
            "not increase deploy cost",
            "not have their deploy cost",
            "not have its deploy cost",
        ]
        .iter()
        .any(|w| lower.contains(w))
}

/// Whether `lower` (a sentence in lower case) adds to or subtracts from a deploy cost by a
/// number: "adds 2 to deploy cost of …", "subtracts 1 from deploy cost of …".
pub fn price_change_words(lower: &str) -> bool {
    // "adds 2 (or 1 if … on table) to deploy cost of …": the number's aside is no part of it.
    let lower = &without_asides(lower);
    let words: Vec<&str> = lower.split_whitespace().collect();
    words.windows(5).any(|w| {
        matches!(
            (w[0], w[2], w[3], w[4]),
            ("adds" | "add", "to", "deploy", "cost" | "costs")
                | ("subtracts" | "subtract", "from", "deploy", "cost" | "costs")
        ) && w[1].parse::<u32>().is_ok()
    }) || words.windows(6).any(|w| {
        matches!(
            (w[0], w[2], w[3], w[4], w[5]),
            ("adds" | "add", "to", "the", "deploy", "cost" | "costs")
                | (
                    "subtracts" | "subtract",
                    "from",
                    "the",
                    "deploy",
                    "cost" | "costs"
                )
        ) && w[1].parse::<u32>().is_ok()
    })
}

/// `s` without its parenthesised asides ("(or 1 if … on table)").
fn without_asides(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut depth = 0usize;
    for c in s.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Words of acts that speak of no act (`lower`: a sentence in lower case): a card deployed
/// on another as what it is ("cards deployed on character return to owners' hands", "devices
/// deployed on this droid"), a craft that is landed ("Landed starfighters … are forfeit = 0",
/// "even while landed"), and moving a card to a pile, a deck or a hand ("move it to the top of
/// that pile", "move a 'coaxium' card from here to Used Pile"), which is no movement; a device
/// or weapon present described by where it deploys ("target one device … present which deploys
/// on a site").
fn states_removed(lower: &str) -> String {
    let mut s = lower.to_string();
    for noun in [
        "card", "cards", "device", "devices", "weapon", "weapons", "blaster",
    ] {
        s = s.replace(&format!("{noun} deployed on "), &format!("{noun} on "));
        // "target one device or weapon present which deploys on a site": a card described by
        // where it deploys, as it stands (round 28).
        for rel in ["which", "that"] {
            s = s.replace(
                &format!("{noun} present {rel} deploys on "),
                &format!("{noun} present on "),
            );
        }
    }
    for craft in ["starfighter", "starship", "vehicle", "capital"] {
        s = s.replace(&format!("landed {craft}"), craft);
    }
    for before in ["while", "if"] {
        s = s.replace(&format!("{before} landed"), before);
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s.as_str();
    while let Some(i) = rest.find("move") {
        let at_word = i == 0 || !rest.as_bytes()[i - 1].is_ascii_alphanumeric();
        let word_len = rest[i..]
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(rest.len() - i);
        let word = &rest[i..i + word_len];
        let clause = &rest[i + word_len..];
        let clause = &clause[..clause.find([',', ';', '(', '.']).unwrap_or(clause.len())];
        let to_pile = clause.split_once(" to ").is_some_and(|(_, to)| {
            to.split(|c: char| !c.is_ascii_alphanumeric())
                .any(|w| matches!(w, "pile" | "deck" | "hand"))
        });
        out.push_str(&rest[..i]);
        if !(at_word && matches!(word, "move" | "moves" | "moved" | "moving") && to_pile) {
            out.push_str(word);
        }
        rest = &rest[i + word_len..];
    }
    out.push_str(rest);
    out
}

/// Whom a sentence speaks of: the card itself (no subject: "May move as a 'react'", "Deploys
/// only on Hoth", "Cannot move", "Use 2 Force to deploy on …"), other cards ("Your Jedi
/// deploy +2 here", "Starship may not move" on a device, "Opponent may not 'react' …"), or
/// it is not clear ("If you control, …"): such a sentence counts for every card of the act.
pub fn subject(norm: &str) -> Subject {
    let lower = norm.to_lowercase();
    let first = lower.split_whitespace().next().unwrap_or("");
    let itself = matches!(
        first,
        "may"
            | "deploys"
            | "deploy"
            | "moves"
            | "cannot"
            | "never"
            | "landspeed"
            | "takes"
            | "lands"
            | "requires"
    ) || (first == "use" && lower.contains(" to deploy "));
    let others = matches!(
        first,
        "your"
            | "you"
            | "opponent"
            | "opponent's"
            | "all"
            | "each"
            | "any"
            | "starship"
            | "starships"
            | "vehicle"
            | "vehicles"
            | "character"
            | "characters"
            | "droid"
            | "droids"
            | "creature"
            | "creatures"
            | "starfighter"
            | "starfighters"
    );
    match (itself, others) {
        (true, _) => Subject::Itself,
        (_, true) => Subject::Others,
        _ => Subject::Unclear,
    }
}

// ------------------------------------------------------------------------- templates

/// The fact a sentence (normalised) states, when a template fits.
pub fn fact(s: &str) -> Option<Fact> {
    let templates: [fn(&str) -> R<'_, Fact>; 93] = [
        // Before the grants: "No more than one character may deploy to here" grants nothing.
        each_turn,
        fixed_deploy_cost,
        once_per_turn_price,
        move_price_same_site,
        react_to_related,
        price_or_if,
        price_or_if_said_first,
        while_its_condition,
        while_own_react,
        when_it_prevents,
        prevents_landspeed,
        may_move_beside,
        your_ways_here_free,
        when_beside_prices,
        craft_moves_free,
        control_grants_move,
        control_condition,
        price_if_card_here,
        own_price_on_condition,
        from_both_piles,
        at_places_no_deploy_and_move_price,
        price_here_while,
        host_moves_free_if,
        side_may_not_go,
        occupied_price,
        react_here,
        deploy_here_as_react,
        deploy_or_move_here_as_react,
        when_at_a_site_grant,
        move_between,
        may_not_move_here,
        moves_here_only_if,
        move_here_only_from,
        never_to,
        moves_to,
        may_move_to,
        may_deploy_here,
        grant_here,
        may_deploy_to,
        no_react_here,
        own_move_cost,
        otherwise,
        deploys_only,
        not_to_places,
        deploy_cost,
        react,
        deploy_as_react,
        deploy_as_react_at,
        like_starfighter,
        carried_like_vehicle,
        not_aboard,
        may_not_move,
        landspeed,
        adds_landspeed_aboard,
        landspeed_cost,
        landspeed_here,
        not_while_uniques,
        without_presence,
        no_here,
        move_cost_here,
        deploy_cost_here,
        deploy_price_and_not_here,
        cost_of_others_here,
        deploy_price,
        may_not_deploy_here,
        transit_free_at_its_site,
        transit_cost,
        deploy_on,
        side_may_not_deploy,
        move_in_phase,
        own_action,
        played_action,
        act_only_in_trigger,
        follows_a_mover,
        creature_victims,
        requires_to_move_here,
        labelled_action,
        two_facts,
        react_to_a_battle_here,
        here_and_at,
        without_and_aside,
        own_action_on_condition,
        undercover_spy,
        target_limit,
        hyperspeed_here,
        react_by_deploying_or_moving,
        to_move_between_requires,
        destiny_table,
        own_step,
        super::piloting::pilots_only,
        super::piloting::piloted_by,
        super::piloting::seats_kept,
        // Round 26's shapes.
        round26,
    ];
    // Round 27's shapes of moving ([`super::grammar_cardmove`]): a few before the others, the
    // rest after them.
    let first: [fn(&str) -> R<'_, Fact>; 2] = [
        super::grammar_cardmove::early,
        // Round 28's: an Interrupt's own relocation ([`super::grammar_cardmove28`]).
        super::grammar_cardmove28::early,
    ];
    let last: [fn(&str) -> R<'_, Fact>; 2] = [
        super::grammar_cardmove::read,
        // Round 30's ([`super::grammar_round30`]).
        round30,
    ];
    first
        .iter()
        .chain(templates.iter())
        .chain(last.iter())
        .find_map(|t| t(s).ok().map(|(_, f)| f))
}

/// Round 30's templates ([`super::grammar_round30`]), given what they ask of this grammar.
fn round30(s: &str) -> R<'_, Fact> {
    super::grammar_round30::read(s, &round30_grammar())
}

/// What round 30's templates ask of this grammar: the whole reading, one title, no act.
pub(super) fn round30_grammar() -> super::grammar_round30::Grammar {
    super::grammar_round30::Grammar {
        fact,
        one_name,
        bears_on_none: |w| bears_on(w).is_empty(),
    }
}

/// A step of the card's own action, or another card's action that deploys it
/// ([`super::steps`]).
fn own_step(s: &str) -> R<'_, Fact> {
    super::steps::read(s).map_or_else(|| Err(verify_fail(s)), |f| Ok(("", f)))
}

/// A location's limit on deploys each turn ([`super::each_turn`]), alone or with a location's
/// limit after it ("…, and characters may not move to or from here"), read as it would stand
/// alone.
fn each_turn(s: &str) -> R<'_, Fact> {
    let (head, tail) = match s.split_once(", and ") {
        Some((h, t)) => (h, Some(t)),
        None => (s, None),
    };
    let read = super::each_turn::per_turn(head).and_then(|limit| match tail {
        None => Some(limit),
        Some(tail) => fact(tail)
            .filter(|other| {
                matches!(
                    other,
                    Fact::MayNotMoveHere { .. }
                        | Fact::MayNotDeployHere { .. }
                        | Fact::MayNotReactHere { .. }
                        | Fact::NoHere { .. }
                )
            })
            .map(|other| Fact::Both(Box::new(limit), Box::new(other))),
    });
    read.map_or_else(|| Err(verify_fail(s)), |f| Ok(("", f)))
}

/// A location's "Once per turn, when you deploy a medical droid, it is deploy -2", "The first
/// alien you deploy here each turn is deploy -1": the price of one deploy here each turn, of the
/// cards it names (the side's whose half it is).
fn once_per_turn_price(s: &str) -> R<'_, Fact> {
    let when: R<'_, &str> = delimited(
        (
            kw("once per turn, when you deploy "),
            opt(alt((kw("a "), kw("an ")))),
        ),
        take_until(", it is deploy "),
        kw(", it is deploy "),
    )
    .parse(s);
    // "The first alien you deploy here each turn is deploy -1": the same price, once a turn.
    let (s, what) = match when {
        Ok(r) => r,
        Err(_) => delimited(
            kw("the first "),
            take_until(" you deploy here each turn is deploy "),
            kw(" you deploy here each turn is deploy "),
        )
        .parse(s)?,
    };
    let (s, c) = all_consuming(cost).parse(s)?;
    if what.is_empty() || what.contains([',', ';']) || !bears_on(what).is_empty() {
        return Err(verify_fail(s));
    }
    let fact = Fact::DeployCostHere {
        cost: c,
        who: Who::Yours(format!("{what}s")),
        to: None,
    };
    Ok((
        s,
        Fact::OncePerTurn {
            fact: Box::new(fact),
        },
    ))
}

/// A card's price on moves from (or to) where it stands: "Your starships may move from same
/// exterior site for free", "Your battle droids may move to this site for free", "Opponent's
/// characters require +1 Force to move from same site using their landspeed". The site is
/// the card's; a kind written on it ("exterior") is a condition on where the card stands.
fn move_price_same_site(s: &str) -> R<'_, Fact> {
    let free: R<'_, (Who, &str)> = (who_until(" may move "), kw(" may move ")).parse(s);
    let (s, who, cost) = match free {
        Ok((s, (who, _))) => (s, who, Cost::Free),
        Err(_) => {
            let (s, who) = who_until(" require")(s)?;
            let (s, _) = alt((kw(" requires "), kw(" require "))).parse(s)?;
            let (s, n) = terminated(signed, kw(" force to move ")).parse(s)?;
            (s, who, Cost::By(n))
        }
    };
    let (s, way) = alt((value(Way::From, kw("from ")), value(Way::To, kw("to ")))).parse(s)?;
    let (s, kind) = alt((
        value(None, kw("this site")),
        value(None, kw("same site")),
        map(
            delimited(kw("same "), take_until(" site"), kw(" site")),
            Some,
        ),
    ))
    .parse(s)?;
    let (s, by_landspeed) = match cost {
        Cost::Free => (all_consuming(kw(" for free")).parse(s)?.0, false),
        _ => {
            let (s, l) = all_consuming(opt(alt((
                kw(" using their landspeed"),
                kw(" using landspeed"),
            ))))
            .parse(s)?;
            (s, l.is_some())
        }
    };
    if kind.is_some_and(|k: &str| k.is_empty() || k.contains([',', '(']) || k.contains(" as")) {
        return Err(verify_fail(s));
    }
    let fact = Fact::MoveCostHere {
        cost,
        who,
        between: None,
        way,
        by_landspeed,
    };
    let fact = match kind {
        None => fact,
        Some(k) => Fact::While {
            condition: format!(
                "at {} {k} site",
                if k.starts_with(['a', 'e', 'i', 'o', 'u']) {
                    "an"
                } else {
                    "a"
                }
            ),
            fact: Box::new(fact),
        },
    };
    Ok((s, fact))
}

/// A card's "[When at a Yavin 4, Hoth or Endor site, ]Rebel starships may move to the related
/// system as a 'react'", "When at a Death Star site, Imperial starships may move to the Death Star
/// system as a 'react'": a react to the system related to the site where it stands.
fn react_to_related(s: &str) -> R<'_, Fact> {
    let (s, from) = opt(delimited(
        kw("when at "),
        take_until(" site, "),
        tag(" site, "),
    ))
    .parse(s)?;
    // "When at a Death Star site, … may move to the Death Star system as a 'react'": the system
    // of the planet it names is the related system of a site of that planet.
    let planet = from.map(|f: &str| f.trim_start_matches("a ").trim_start_matches("an "));
    let named = planet.map(|p| format!(" may move to the {p} system as a 'react"));
    let from = from.map(|f: &str| format!("{f} site"));
    let end = match named.as_deref() {
        Some(n) if s.to_lowercase().contains(&n.to_lowercase()) => n.to_string(),
        _ => " may move to the related system as a 'react".to_string(),
    };
    let lower = s.to_lowercase();
    let Some(at) = lower
        .find(&end.to_lowercase())
        .filter(|_| lower.len() == s.len())
    else {
        return Err(verify_fail(s));
    };
    let (s, who) = who_until(" may move to ")(&s[..at + " may move to ".len()])
        .map(|(_, w)| (&s[at + end.len()..], w))?;
    let (s, _) = all_consuming(opt(char('\''))).parse(s)?;
    if !plain_grantee(&who) || from.as_deref().is_some_and(|f| f.contains([';', '('])) {
        return Err(verify_fail(s));
    }
    Ok((s, Fact::ReactToRelated { who, from }))
}

/// A location's "Your starships deploy -1 here, -2 if Tarkin is aboard a starship here", "Your
/// fighters deploy -1 (or -2 if freighter) here", "Your aliens are deploy -1 here (or -2 if
/// Yuzzum)": a price, or another where a condition holds.
fn price_or_if(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" deploy ")(s)?;
    let (s, first) = preceded(kw(" deploy "), cost).parse(s)?;
    // "(or 2 is freighter)": the misprint of "if" in the aside's one place for it.
    let if_ = || alt((kw(" if "), kw(" is ")));
    let (s, ((other, other_text), condition)) = all_consuming(alt((
        (
            preceded(kw(" here, "), signed_marked),
            preceded(kw(" if "), rest),
        ),
        (
            preceded(kw(" (or "), signed_marked),
            terminated(preceded(if_(), take_until(") here")), kw(") here")),
        ),
        (
            preceded(kw(" here (or "), signed_marked),
            terminated(preceded(if_(), take_until(")")), tag(")")),
        ),
    )))
    .parse(s)?;
    // "-1 (or 2 if freighter)": a number without its sign keeps the sign of the price before.
    let other = match first {
        Cost::By(k) if k < 0 && !other_text => -other,
        _ => other,
    };
    if condition.is_empty()
        || condition.contains([',', ';', '('])
        || !bears_on(condition).is_empty()
    {
        return Err(verify_fail(s));
    }
    let fact = Fact::DeployCostHere {
        cost: first,
        who,
        to: None,
    };
    Ok((
        s,
        Fact::PriceOrIf {
            fact: Box::new(fact),
            cost: Cost::By(other),
            condition: condition.to_string(),
        },
    ))
}

/// A price of others' deploys with another in brackets on a condition, said before where:
/// "Your Star Destroyers deploy -2 (or -1 if Victory class) to Death Star system", "Each pilot
/// deploys -1 (or -2 if with an admiral) aboard a capital starship" ([`deploy_price`], taken
/// only as such).
fn price_or_if_said_first(s: &str) -> R<'_, Fact> {
    match deploy_price(s)? {
        (r, f @ Fact::PriceOrIf { .. }) => Ok((r, f)),
        _ => Err(verify_fail(s)),
    }
}

pub(super) fn kw<'a>(
    w: &'static str,
) -> impl Parser<&'a str, Output = &'a str, Error = nom::error::Error<&'a str>> {
    tag_no_case(w)
}

/// A number with whether its sign is written (`+2`, `-1`: true; `2`: false).
fn signed_marked(s: &str) -> R<'_, (i64, bool)> {
    let marked = s.starts_with(['+', '-']);
    map(signed, move |n| (n, marked)).parse(s)
}

/// A signed number (`+2`, `-1`, `2`).
fn signed(s: &str) -> R<'_, i64> {
    // "Deploys - 1 to Naboo": a space after the sign.
    map(
        recognize((opt((one_of("+-"), opt(char(' ')))), digit1)),
        |n: &str| n.replace(' ', "").parse::<i64>().unwrap_or(0),
    )
    .parse(s)
}

/// `free`, `for free`, `+2`, `-1`, `for 1 Force`, `for 2`.
pub(super) fn cost(s: &str) -> R<'_, Cost> {
    alt((
        value(Cost::Free, alt((kw("for free"), kw("free")))),
        map(delimited(kw("for "), digit1, kw(" force")), |n: &str| {
            Cost::Is(n.parse().unwrap_or(0))
        }),
        // "Deploys for 2 aboard any starfighter": the figure without its "Force".
        map(preceded(kw("for "), digit1), |n: &str| {
            Cost::Is(n.parse().unwrap_or(0))
        }),
        map(signed, Cost::By),
    ))
    .parse(s)
}

/// An optional parenthetical aside: ` (even if carried)`.
fn aside(s: &str) -> R<'_, Option<&str>> {
    opt(delimited(tag(" ("), take_until(")"), char(')'))).parse(s)
}

/// "Never deploys [or moves] [(…)] to a site opponent occupies", "May not deploy to an
/// occupied site", "Never deploys to a battleground".
fn never_to(s: &str) -> R<'_, Fact> {
    let (s, _) = alt((kw("never deploys"), kw("may not deploy"))).parse(s)?;
    let (s, moves) = opt(kw(" or moves")).parse(s)?;
    let (s, _) = aside(s)?;
    let (s, _) = kw(" to ").parse(s)?;
    let (s, occupancy) = all_consuming(alt((
        value(
            Occupancy::OpponentOccupies,
            alt((
                kw("a site opponent occupies"),
                kw("a location opponent occupies"),
                kw("sites opponent occupies"),
            )),
        ),
        value(Occupancy::Occupied, kw("an occupied site")),
        value(Occupancy::Battleground, kw("a battleground")),
    )))
    .parse(s)?;
    Ok((
        s,
        Fact::NeverTo {
            occupancy,
            moves_too: moves.is_some(),
        },
    ))
}

/// "Deploys only on Hoth", "Deploy only to Wampa Cave or unoccupied marker site", "May deploy
/// only …": the places, read by the deploy limit's reader.
fn deploys_only(s: &str) -> R<'_, Fact> {
    let (s, _) = alt((
        kw("deploys only "),
        kw("deploy only "),
        kw("may deploy only "),
        kw("may only deploy "),
        kw("must deploy "),
    ))
    .parse(s)?;
    let (s, places) = rest(s)?;
    // "Must deploy on Hoth, but may move elsewhere": a limit on deploying only.
    let places = places
        .strip_suffix(", but may move elsewhere")
        .unwrap_or(places);
    // "… on Tatooine for 2 Force from each player's Force Pile": the places end at a clause.
    let (places, after) = super::place_end::split(places);
    let fact = Fact::DeploysOnly {
        places: places.to_string(),
    };
    let place = ["on ", "to ", "at "]
        .iter()
        .any(|w| places.starts_with(w))
        .then_some(places);
    after_place(fact, after, place)
        .map(|f| (s, f))
        .ok_or_else(|| verify_fail(s))
}

/// "May not deploy to Bespin, Coruscant, Hoth, Kessel or Tatooine".
fn not_to_places(s: &str) -> R<'_, Fact> {
    let (s, _) = alt((
        kw("may not deploy to "),
        kw("never deploys to "),
        kw("may not be deployed to "),
    ))
    .parse(s)?;
    let (s, places) = rest(s)?;
    if !places.starts_with(|c: char| c.is_ascii_uppercase()) {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    let (places, after) = super::place_end::split(places);
    let fact = Fact::NotToPlaces {
        places: places.to_string(),
    };
    after_place(fact, after, Some(&format!("to {places}")))
        .map(|f| (s, f))
        .ok_or_else(|| verify_fail(s))
}

/// A place fact with the clause written after its places ([`super::place_end::with_after`]),
/// the clause read alone as a sentence is.
fn after_place(placed: Fact, after: Option<&str>, place: Option<&str>) -> Option<Fact> {
    super::place_end::with_after(placed, after, place, |t| {
        let norm = normalise(t);
        let bears = bears_on(&norm);
        let read = fact(&norm).filter(|f| super::qualifiers::dropped(&norm, f).is_none());
        (bears, read)
    })
}

/// A deploy cost kept from change ([`Fact::FixedDeployCost`]): "[At same and related
/// locations, ]<whose> deploy cost[s] may not be modified|increased[ by opponent][ here]", the
/// cards named as "Your deploy costs", "Leia's deploy cost" or "deploy cost of opponent's
/// characters". Any other words leave the sentence unread.
fn fixed_deploy_cost(s: &str) -> R<'_, Fact> {
    let (s, at) = opt(delimited(kw("at "), take_until(", "), tag(", "))).parse(s)?;
    let (s, who) = alt((
        value(
            Who::Yours(String::new()),
            alt((kw("your deploy costs"), kw("your deploy cost"))),
        ),
        map(
            preceded(kw("deploy cost of "), take_until(" may not be ")),
            |w: &str| match w.split_once(' ') {
                Some(("opponent's", r)) => Who::Opponents(r.to_string()),
                Some(("your", r)) => Who::Yours(r.to_string()),
                _ => Who::Any(w.to_string()),
            },
        ),
        map(
            terminated(take_until("'s deploy cost "), tag("'s deploy cost")),
            |w: &str| Who::Any(w.to_string()),
        ),
    ))
    .parse(s)?;
    let (s, raise_only) = preceded(
        kw(" may not be "),
        alt((value(false, kw("modified")), value(true, kw("increased")))),
    )
    .parse(s)?;
    let (s, by_opponent) = map(opt(kw(" by opponent")), |o| o.is_some()).parse(s)?;
    let (s, here) = map(opt(kw(" here")), |o| o.is_some()).parse(s)?;
    let named = |w: &str| !w.is_empty() && !w.contains([',', '(']);
    let plain = match &who {
        Who::Any(w) | Who::Yours(w) | Who::Opponents(w) => w.is_empty() || named(w),
        Who::Itself => true,
    };
    if !s.is_empty() || (here && at.is_some()) || !plain || who == Who::Any(String::new()) {
        return Err(verify_fail(s));
    }
    // "At same and related locations": where the card that says it stands, as written.
    let place = at
        .map(str::to_string)
        .or_else(|| here.then(|| "here".to_string()));
    Ok((
        s,
        Fact::FixedDeployCost {
            who,
            place,
            raise_only,
            by_opponent,
        },
    ))
}

/// "Deploys -2 to Ahch-To", "Deploys free to same site as Jabba", "Deploy -1 to a Naboo site",
/// "May deploy for free to your [Independent] starship",
/// "Deploys for 1 Force to …".
fn deploy_cost(s: &str) -> R<'_, Fact> {
    // "May deploy for free to your [Independent] starship": the price the card may take there.
    let (s, _) = alt((kw("deploys "), kw("deploy "), kw("may deploy "))).parse(s)?;
    let (s, c) = cost(s)?;
    let (s, _) = aside(s)?;
    let (s, _) = alt((kw(" to "), kw(" on "), kw(" aboard "))).parse(s)?;
    let (s, to) = rest(s)?;
    // "… to Endor sites, and your Force drains there may not be modified": the place ends at
    // a clause.
    let (to, after) = super::place_end::split(to);
    let fact = Fact::DeployCost {
        cost: c,
        to: to.to_string(),
    };
    after_place(fact, after, None)
        .map(|f| (s, f))
        .ok_or_else(|| verify_fail(s))
}

/// "May move as a 'react' [(for free)] [for free] [only] [to Hoth sites]", "May deploy or
/// move as a 'react'": `to X` limits where (as `only to X` does).
fn react(s: &str) -> R<'_, Fact> {
    // "Also, may move as a 'react' …": an addition to the card's other text.
    let s = s.strip_prefix("Also, ").unwrap_or(s);
    // "May move to an adjacent site as a 'react'": the place first.
    if let Ok((_, (to, _))) = all_consuming(preceded(
        kw("may move to "),
        (take_until(" as a 'react'"), kw(" as a 'react'")),
    ))
    .parse(s)
    {
        return Ok((
            "",
            Fact::React {
                only: Some(to.to_string()),
                cost: None,
            },
        ));
    }
    let (s, lead) = alt((
        kw("may move as a 'react'"),
        kw("may move for free as a 'react'"),
        kw("may deploy or move as a 'react'"),
        recognize((
            kw("may deploy ("),
            take_until(")"),
            kw(") or move as a 'react'"),
        )),
    ))
    .parse(s)?;
    // The react's price is part of the fact: "(for free)", "for free", "for 2 additional Force".
    let (s, aside_words) = aside(s)?;
    let (s, priced) = opt(alt((
        value(Cost::Free, kw(" for free")),
        map(
            delimited(kw(" for "), digit1, kw(" additional force")),
            |n: &str| Cost::By(n.parse().unwrap_or(0)),
        ),
    )))
    .parse(s)?;
    let cost = match aside_words {
        Some(a) if a.eq_ignore_ascii_case("for free") => Some(Cost::Free),
        // Any other aside ("(for free if …)") is not this template's.
        Some(_) => return Err(verify_fail(s)),
        None if lead.to_lowercase().contains(" for free ") => Some(Cost::Free),
        None => priced,
    };
    // "May move as a 'react.' may 'bullseye' one Womp Rat per turn": a second sentence the
    // splitter keeps (it starts lower case); it bears on no act.
    let s = match s.strip_prefix(". ") {
        Some(tail) if bears_on(tail).is_empty() => "",
        _ => s,
    };
    let (s, only) = opt(preceded(alt((kw(" only to "), kw(" to "))), rest)).parse(s)?;
    let (s, _) = eof(s)?;
    // "… only to Hoth sites, and is forfeit +2 there": the place ends where a clause starts.
    let (only, after) = match only.map(super::place_end::split) {
        Some((o, after)) => (Some(o), after),
        None => (None, None),
    };
    let place = only.map(|o| format!("to {o}"));
    let fact = Fact::React {
        only: only.map(str::to_string),
        cost,
    };
    after_place(fact, after, place.as_deref())
        .map(|f| (s, f))
        .ok_or_else(|| verify_fail(s))
}

/// Whom a location's grant names: plain words (`starships`, `troopers and Royal Guards`,
/// `Vader`), not a place or a condition (`at the nearest related asteroid sector`, `a pair
/// of …`).
fn plain_grantee(who: &Who) -> bool {
    let w = match who {
        Who::Yours(w) | Who::Opponents(w) | Who::Any(w) => w.to_lowercase(),
        Who::Itself => return false,
    };
    // "characters, vehicles, and starships": a list of card types alone, commas and all.
    let types = w
        .split([',', ' '])
        .filter(|x| !x.is_empty() && !["and", "or"].contains(x))
        .all(|x| ["characters", "vehicles", "starships", "creatures"].contains(&x));
    if types && w.contains(',') {
        return true;
    }
    !bears_on(&w).has(ActKind::Move)
        && ![
            ",", "(", ":", " if ", " while ", " when ", " at ", "a pair", "'", " may ",
        ]
        .iter()
        .any(|x| w.contains(x))
}

pub(super) fn verify_fail(s: &str) -> nom::Err<nom::error::Error<&str>> {
    nom::Err::Error(nom::error::Error::new(s, nom::error::ErrorKind::Verify))
}

/// A location's (or a card's, of where it stands) "Your starships may move here as a
/// 'react'", "Your scouts may move to here as a 'react'", "Your troopers and Royal Guards may
/// 'react' to here for free", "Your [Endor] troopers may move as a 'react' to same site", "Your
/// other starships may move as a 'react' to same system or sector (for free)" (same as the
/// card that says it: where it stands).
fn react_here(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" may ")(s)?;
    let (s, at) = alt((
        value(None, kw(" may move here as a 'react")),
        value(None, kw(" may move to here as a 'react")),
        value(None, kw(" may 'react' to here")),
        value(
            None,
            recognize((
                kw(" may move as a 'react' to same "),
                alt((
                    kw("site"),
                    kw("system or sector"),
                    kw("location"),
                    kw("system"),
                )),
            )),
        ),
        // "Your troopers may move to same Hoth site as a 'react'": where it stands, if such.
        map(
            delimited(
                kw(" may move to same "),
                take_until(" as a 'react"),
                kw(" as a 'react"),
            ),
            |place: &str| Some(format!("any {place}")),
        ),
    ))
    .parse(s)?;
    let (s, _) = opt(char('\'')).parse(s)?;
    let (s, free) = all_consuming(opt(alt((kw(" for free"), kw(" (for free)"))))).parse(s)?;
    if !plain_grantee(&who) {
        return Err(verify_fail(s));
    }
    Ok((
        s,
        Fact::ReactHere {
            who,
            free: free.is_some(),
            at,
        },
    ))
}

/// A location's "Your Falcon and your Corellian corvettes may deploy here as a 'react'", "Poe
/// and your smugglers may deploy here as a 'react'": the cards it names may deploy to here as
/// a react.
fn deploy_here_as_react(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" may deploy here as a 'react")(s)?;
    let (s, _) = kw(" may deploy here as a 'react").parse(s)?;
    let (s, _) = all_consuming(opt(char('\''))).parse(s)?;
    if !plain_grantee(&who) {
        return Err(verify_fail(s));
    }
    Ok((s, Fact::DeployHereAsReact { who }))
}

/// A card's (or a location's) "Lobot and your Cloud City troopers may deploy or move here as
/// a 'react'": the cards it names may react to here both ways, by deploying
/// ([`Fact::DeployHereAsReact`]) and by moving ([`Fact::ReactHere`]).
fn deploy_or_move_here_as_react(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" may deploy or move here as a 'react")(s)?;
    let (s, _) = kw(" may deploy or move here as a 'react").parse(s)?;
    let (s, _) = all_consuming(opt(char('\''))).parse(s)?;
    if !plain_grantee(&who) {
        return Err(verify_fail(s));
    }
    Ok((
        s,
        Fact::Both(
            Box::new(Fact::DeployHereAsReact { who: who.clone() }),
            Box::new(Fact::ReactHere {
                who,
                free: false,
                at: None,
            }),
        ),
    ))
}

/// A card's grant of a react to where it stands, on the condition of where that is: "When at
/// a Cloud City site, Lobot and your Cloud City troopers may deploy or move here as a
/// 'react'" ([`Fact::While`] over the grant, the condition settled by the board).
fn when_at_a_site_grant(s: &str) -> R<'_, Fact> {
    let (body, place) =
        delimited(kw("when at "), take_until(" site, "), tag(" site, ")).parse(s)?;
    if place.contains([',', ';', '(']) || !(place.starts_with("a ") || place.starts_with("an ")) {
        return Err(verify_fail(s));
    }
    let (rest, fact) = alt((
        deploy_or_move_here_as_react,
        react_here,
        deploy_here_as_react,
    ))
    .parse(body)?;
    Ok((
        rest,
        Fact::While {
            condition: format!("at {place} site"),
            fact: Box::new(fact),
        },
    ))
}

/// A location's grant of a move beyond landspeed: "[During your move phase, ]WHO may move
/// [free ]between here and X[ for free]", "… may move [free ]from here [directly ]to X[ (or
/// vice versa)]", "… may move to here for free from X", "… may move your characters from
/// here to X" (WHO: `you`, `your scouts`, `Vader`, `Imperials`). Priced, it is the price's
/// [`Fact::MoveCostHere`] (with `between`); else a [`Fact::MoveBetween`].
fn move_between(s: &str) -> R<'_, Fact> {
    let (s, _) = opt(kw("during your move phase, ")).parse(s)?;
    let (s, who) = alt((
        map(kw("may move your characters"), |_| {
            Who::Yours("characters".into())
        }),
        map((who_until(" may move "), kw(" may move")), |(w, _)| w),
        // "During your move phase, may move for free from here to …": no one named, the
        // side whose text it is moves its cards.
        map(kw("may move"), |_| Who::Yours(String::new())),
    ))
    .parse(s)?;
    let (s, free1) = opt(alt((kw(" free"), kw(" for free")))).parse(s)?;
    let here_words = alt((
        value((Way::Either, false), kw(" between here and ")),
        value((Way::From, false), kw(" from here directly to ")),
        value((Way::From, false), kw(" from here to ")),
        value((Way::To, true), kw(" to here for free from ")),
        value((Way::To, false), kw(" to here from ")),
    ))
    .parse(s);
    let (s, (way, free_from), named_here) = match here_words {
        Ok((s, w)) => (s, w, None),
        Err(e) => {
            // "… from Back Door to Bunker (or vice versa)": the location's own name where
            // "here" would be, kept (the grant holds only where that name names the
            // location, `rules::shared::grants::move_grant`); only with "(or vice versa)", a
            // move between two places, one of them the location.
            let rest = s.strip_prefix(" from ").ok_or(e)?;
            let (name, rest) = rest.split_once(" to ").ok_or_else(|| verify_fail(rest))?;
            if !one_name(name) || !rest.ends_with(" (or vice versa)") {
                return Err(verify_fail(s));
            }
            (rest, (Way::From, false), Some(name.to_string()))
        }
    };
    let (there, free2, vice_versa) = {
        let (t, vv) = match s.strip_suffix(" (or vice versa)") {
            Some(t) => (t, true),
            None => (s, false),
        };
        match t.strip_suffix(" for free") {
            Some(t) => (t, true, vv),
            None => (t, false, vv),
        }
    };
    let there = there
        .strip_prefix("any one ")
        .map_or(there.to_string(), |t| format!("any {t}"));
    let bad = there.is_empty()
        || [",", "(", " if ", " unless ", " when ", " where "]
            .iter()
            .any(|x| there.contains(x));
    if bad || !plain_grantee(&who) || who == Who::Itself {
        return Err(verify_fail(s));
    }
    let way = if vice_versa { Way::Either } else { way };
    let priced = free1.is_some() || free2 || free_from;
    // A price keeps no name of the location: that shape is not read.
    if priced && named_here.is_some() {
        return Err(verify_fail(s));
    }
    let fact = if priced {
        Fact::MoveCostHere {
            cost: Cost::Free,
            who,
            between: Some(there),
            way,
            by_landspeed: false,
        }
    } else {
        Fact::MoveBetween {
            who,
            there,
            way,
            named_here,
        }
    };
    Ok(("", fact))
}

/// A location's "Opponent may not 'react' to or from here" (or `to here`, `to or from same
/// site`).
fn no_react_here(s: &str) -> R<'_, Fact> {
    // "Prevents opponent from 'reacting' to same site" (a card standing there).
    if let Ok((rest, who)) = delimited(
        kw("prevents "),
        alt((kw("opponent"), kw("opponent's characters"))),
        kw(" from 'reacting' to "),
    )
    .parse(s)
        && matches!(rest, "same site" | "same location" | "here")
    {
        let who = if who.len() > "opponent".len() {
            Who::Opponents("characters".into())
        } else {
            Who::Opponents(String::new())
        };
        return Ok(("", Fact::MayNotReactHere { who, way: Way::To }));
    }
    let (s, who) = who_until(" may not 'react'")(s)?;
    let (s, _) = kw(" may not 'react' ").parse(s)?;
    let (s, (way, _)) = (
        alt((
            value(Way::Either, kw("to or from ")),
            value(Way::To, kw("to ")),
            value(Way::From, kw("from ")),
        )),
        alt((
            kw("here"),
            kw("same site"),
            kw("same location"),
            kw("same system or sector"),
            kw("same system"),
        )),
    )
        .parse(s)?;
    // "… and must first use 1 Force to draw a card for battle destiny here": what follows
    // bears on no act.
    if !(s.is_empty() || (s.starts_with(" and ") && bears_on(s).is_empty())) {
        return Err(verify_fail(s));
    }
    Ok(("", Fact::MayNotReactHere { who, way }))
}

/// "Moves for free", "Takes off and lands for free", "Moves free": its own moves cost nothing.
fn own_move_cost(s: &str) -> R<'_, Fact> {
    // "Moves free if Luke aboard": the condition is part of the fact.
    map(
        all_consuming((
            alt((
                kw("moves for free"),
                kw("moves free"),
                kw("takes off and lands for free"),
                kw("lands and takes off for free"),
            )),
            opt(preceded(kw(" if "), rest)),
        )),
        |(_, condition)| Fact::MoveCost {
            cost: Cost::Free,
            condition: condition.map(|c| format!("if {}", c.trim_end_matches('.'))),
        },
    )
    .parse(s)
}

/// A location's (or card's) permission for others: "Your starfighters may deploy here …",
/// "You may deploy characters at this site …", "Your bombers at a related system you control
/// may move to this site", "Your starships may move here as a 'react'": a further way to
/// deploy or move there, which limits nothing.
fn grant_here(s: &str) -> R<'_, Fact> {
    let l = s.to_lowercase();
    let restricts = l.contains("may not")
        || l.contains(" only ")
        || l.contains("never")
        || l.contains("no more than")
        // Over the documents' restrictions: read as such ([`Fact::DeployRegardless`]).
        || (l.contains("regardless of") && l.contains("location deployment restrictions"));
    let grants = [
        "may deploy here",
        "may deploy to here",
        "may deploy to this",
        "may deploy characters at this site",
        "may move to this site",
        "may move here",
        "may move to here",
    ]
    .iter()
    .any(|g| l.contains(g))
        || l.ends_with(" may deploy aboard")
        || (l.contains(" may deploy aboard (") && l.ends_with(')'))
        || l.contains(" may deploy (and fire free) aboard")
        || (l.contains(" may deploy aboard and fires free aboard"))
        || (l.starts_with("any ") && l.contains(" may deploy on "))
        || objective_may_deploy(s)
        || (l.contains("may deploy") && l.contains("from reserve deck"))
        || (l.contains("may deploy") && l.contains("from lost pile"))
        || (l.contains("may deploy") && l.contains("from used pile"));
    if restricts || !grants {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    Ok((
        "",
        Fact::OwnAction {
            what: "a permission: a further way for cards to deploy or move (here, or from a pile); it limits nothing",
        },
    ))
}

/// An Objective's "May deploy Weather Vane", "May deploy Meditation Chamber and/or Epic
/// Duel": the cards (by title) its player may deploy.
fn objective_may_deploy(s: &str) -> bool {
    let Some(tail) = s.strip_prefix("May deploy ") else {
        return false;
    };
    let l = tail.to_lowercase();
    tail.starts_with(|c: char| c.is_uppercase())
        && ![
            " to ", " as ", " on ", " at ", " with", " from ", " even", "(", " here", " if ",
            "aboard", " for ", " only",
        ]
        .iter()
        .any(|w| l.contains(w))
}

/// A location's "Your starfighters may deploy here [and are immune to …]", "Dark Waters may
/// deploy here": whom it lets deploy at it (what follows "and" bears on no act).
fn may_deploy_here(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" may deploy here")(s)?;
    let (s, _) = kw(" may deploy here").parse(s)?;
    let plain = |w: &str| {
        !w.is_empty()
            && !bears_on(w).has(ActKind::Deploy)
            && ![",", "(", ":", " if ", " while ", " when "]
                .iter()
                .any(|x| w.to_lowercase().contains(x))
    };
    let named = match &who {
        Who::Yours(w) | Who::Opponents(w) | Who::Any(w) => plain(w),
        Who::Itself => false,
    };
    let tail_ok = s.is_empty() || (s.starts_with(" and ") && bears_on(s).is_empty());
    if !named || !tail_ok {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    Ok(("", Fact::MayDeployHere { who }))
}

/// "May deploy to exterior sites", "May deploy to Dagobah": a further place the card may
/// deploy to. A place with conditions or ways ("even without presence", "as an Undercover
/// spy", "with a pilot") is not this template's.
fn may_deploy_to(s: &str) -> R<'_, Fact> {
    let (s, _) = kw("may deploy to ").parse(s)?;
    let (s, places) = rest(s)?;
    let (places, after) = super::place_end::split(places);
    let l = places.to_lowercase();
    let qualified = [
        ",", " as ", " with", " even", " if ", " where ", " here", "this ", " for ", "(",
    ]
    .iter()
    .any(|w| l.contains(w));
    if qualified || places.is_empty() {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    let fact = Fact::MayDeployTo {
        places: places.to_string(),
    };
    after_place(fact, after, Some(&format!("to {places}")))
        .map(|f| (s, f))
        .ok_or_else(|| verify_fail(s))
}

/// "May move to an adjacent non-interior site at start of your move phase": the card's own
/// way of moving (an Effect that moves), whose limits the rules for that card apply. "Moves
/// like a character [at normal use of the Force]" (an Effect or device that moves).
fn may_move_to(s: &str) -> R<'_, Fact> {
    if let Ok((rest, _)) = all_consuming((
        alt((
            kw("moves like a character"),
            kw("moves like a single character"),
        )),
        opt(kw(" at normal use of the force")),
    ))
    .parse(s)
    {
        return Ok((
            rest,
            Fact::MayMove {
                to: "where a character may (moving like one)".into(),
            },
        ));
    }
    let (s, _) = kw("may move to ").parse(s)?;
    let (s, to) = rest(s)?;
    if to.contains("as a 'react'") {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    Ok((s, Fact::MayMove { to: to.to_string() }))
}

/// "Cannot move to mobile sites", "May not move to X", "Never moves to a site occupied by
/// opponent (even if carried)"; "May only move to X", "Moves only to X", "May move only to X":
/// where the card itself may move. A condition ("if", "unless", "while") is not this
/// template's.
fn moves_to(s: &str) -> R<'_, Fact> {
    let (s, only) = alt((
        value(false, kw("cannot move to ")),
        value(false, kw("may not move to ")),
        value(false, kw("never moves to ")),
        value(true, kw("may only move to ")),
        value(true, kw("moves only to ")),
        value(true, kw("may move only to ")),
    ))
    .parse(s)?;
    let (s, places) = rest(s)?;
    let (places, after) = super::place_end::split(places);
    let (places, carried) = match places.strip_suffix(" (even if carried)") {
        Some(p) => (p, true),
        None => (places, false),
    };
    let l = places.to_lowercase();
    if places.is_empty()
        || [
            " if ", " unless ", " while ", " during ", "(", ",", " as a ",
        ]
        .iter()
        .any(|w| l.contains(w))
    {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    let place = format!("to {places}");
    let fact = Fact::MovesTo {
        places: places.to_string(),
        only,
        carried,
    };
    after_place(fact, after, Some(&place))
        .map(|f| (s, f))
        .ok_or_else(|| verify_fail(s))
}

/// A location's "[If <condition>, ]<who> may not (or cannot) move from (to, to or from)
/// here[ unless <condition>]".
fn may_not_move_here(s: &str) -> R<'_, Fact> {
    let (s, cond) = opt(delimited(kw("if "), take_until(", "), tag(", "))).parse(s)?;
    // "If you occupy, Force generation +1 here, and opponent's characters may not move from
    // here": a clause on the condition that bears on no act, before the limit.
    let s = match split_outside_brackets(s, ", and ") {
        Some((clause, limit)) if cond.is_some() && bears_on(clause).is_empty() => limit,
        _ => s,
    };
    let end = if s.contains(" may not move ") {
        " may not move "
    } else {
        " cannot move "
    };
    // Whom it names: plain words, not a clause ("While at …, opponent's characters").
    let (_, words) = take_until(end).parse(s)?;
    if words.contains(',') || words.contains('(') || words.to_lowercase().starts_with("while ") {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    let (s, who) = who_until(end)(s)?;
    let (s, _) = tag(end).parse(s)?;
    let (s, way) = alt((
        value(Way::Either, kw("to or from here")),
        value(Way::From, kw("from here")),
        value(Way::To, kw("to here")),
    ))
    .parse(s)?;
    let (s, unless) = opt(preceded(kw(" unless "), rest)).parse(s)?;
    let (s, _) = eof(s)?;
    if cond.is_some() && unless.is_some() || cond.is_some_and(|c| c.contains(',')) {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    Ok((
        s,
        Fact::MayNotMoveHere {
            who,
            way,
            condition: cond.or(unless).map(str::to_string),
            unless: unless.is_some(),
        },
    ))
}

/// A location's "Sandwhirl here moves only if on Tatooine": the card it names may move from
/// here only while here is on that planet.
fn moves_here_only_if(s: &str) -> R<'_, Fact> {
    let (s, name) = take_until(" here moves only if on ").parse(s)?;
    let (s, _) = kw(" here moves only if on ").parse(s)?;
    let (s, planet) = rest(s)?;
    let plain = |w: &str| {
        !w.is_empty() && !w.contains([',', '(', ' '])
            || w.split(' ').all(|x| x.starts_with(char::is_uppercase))
    };
    if !plain(name) || !plain(planet) {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    Ok((
        s,
        Fact::MayNotMoveHere {
            who: Who::Any(name.to_string()),
            way: Way::From,
            condition: Some(format!("on {planet}")),
            unless: true,
        },
    ))
}

/// A location's "You may move here only from Back Door": its side's cards move to here only
/// from that place.
fn move_here_only_from(s: &str) -> R<'_, Fact> {
    let (s, _) = kw("You may move here only from ").parse(s)?;
    let (s, place) = rest(s)?;
    let place = place.trim_end_matches('.');
    if place.is_empty() || !place.split(' ').all(|w| w.starts_with(char::is_uppercase)) {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    Ok((
        s,
        Fact::MayNotMoveHere {
            who: Who::Yours(String::new()),
            way: Way::To,
            condition: Some(format!("moving from {place}")),
            unless: true,
        },
    ))
}

/// "Cannot deploy otherwise": the deploy limit before it, restated.
fn otherwise(s: &str) -> R<'_, Fact> {
    value(
        Fact::OwnAction {
            what: "restates that it deploys only where the sentence before says",
        },
        all_consuming(alt((
            kw("cannot deploy otherwise"),
            kw("may not deploy otherwise"),
        ))),
    )
    .parse(s)
}

/// "May deploy as a 'react'" (to the same site or system, or any tail), "May deploy -3 as a
/// 'react'", "May deploy with a pilot as a 'react' to a battle where …": the price is part of
/// the fact, and the grant's other terms, as written.
fn deploy_as_react(s: &str) -> R<'_, Fact> {
    // "Unless Fondor on table, may deploy -3 as a 'react'": the grant's condition is one of
    // its terms, as written.
    let (s, unless) = opt(terminated(
        recognize((kw("unless "), take_until(", "))),
        tag(", "),
    ))
    .parse(s)?;
    // "as a react", unquoted, is the same words.
    let as_react = || alt((kw(" as a 'react'"), kw(" as a react")));
    let (s, (cost, with)) = alt((
        value((None, None), kw("may deploy as a 'react'")),
        map(delimited(kw("may deploy "), signed, as_react()), |n| {
            (Some(Cost::By(n)), None)
        }),
        // "May deploy on Ponda Baba as a 'react'": a weapon's, on whom it names.
        map(
            delimited(
                kw("may deploy "),
                recognize((kw("on "), take_until(" as a 'react'"))),
                kw(" as a 'react'"),
            ),
            |w: &str| (None, Some(w)),
        ),
        // "May deploy -2 with a pilot as a 'react' to …".
        map(
            (
                kw("may deploy "),
                signed,
                char(' '),
                terminated(
                    recognize((kw("with a "), take_until(" as a 'react'"))),
                    kw(" as a 'react'"),
                ),
            ),
            |(_, n, _, w): (&str, i64, char, &str)| (Some(Cost::By(n)), Some(w)),
        ),
        map(
            delimited(
                kw("may deploy "),
                recognize((kw("with a "), take_until(" as a 'react'"))),
                kw(" as a 'react'"),
            ),
            |w: &str| (None, Some(w)),
        ),
    ))
    .parse(s)?;
    let tail = s.trim().trim_start_matches(['.', ',']).trim();
    let terms: Vec<&str> = [unless, with, Some(tail).filter(|t| !t.is_empty())]
        .into_iter()
        .flatten()
        .collect();
    Ok((
        "",
        Fact::DeployAsReact {
            cost,
            terms: (!terms.is_empty()).then(|| terms.join(" ")),
        },
    ))
}

/// "At cloud sectors, power +1, may deploy as a 'react' and may move … like a starfighter":
/// a grant to deploy as a react where it deploys to such a place (its terms: `at cloud
/// sectors`), the sentence's other clauses speaking of no deploy or react.
fn deploy_as_react_at(s: &str) -> R<'_, Fact> {
    let (rest, place) = delimited(kw("at "), take_until(", "), tag(", ")).parse(s)?;
    let grant = "may deploy as a 'react'";
    let lower = rest.to_lowercase();
    let others = lower.replacen(grant, "", 1);
    let limited = [
        "deploy", "react", " only", "not ", "never", " if ", "unless", "while",
    ]
    .iter()
    .any(|w| others.contains(w));
    if lower.matches(grant).count() != 1 || limited || place.contains(['(', ',', '\'']) {
        return Err(verify_fail(s));
    }
    Ok((
        "",
        Fact::DeployAsReact {
            cost: None,
            terms: Some(format!("at {place}")),
        },
    ))
}

/// "Deploys and moves like a starfighter", "Moves like a starfighter", "Deploys (even using
/// Combat Response) and moves like a starfighter" (the catalog's trait reads it so too).
fn like_starfighter(s: &str) -> R<'_, Fact> {
    value(
        Fact::LikeStarfighter,
        all_consuming((
            opt((kw("deploys"), aside, kw(" and "))),
            alt((
                kw("moves like a starfighter"),
                kw("move like a starfighter"),
            )),
            aside,
        )),
    )
    .parse(s)
}

/// "May be carried like a vehicle", "May be carried aboard starships like a vehicle" (the
/// catalog's trait reads it so too).
fn carried_like_vehicle(s: &str) -> R<'_, Fact> {
    value(
        Fact::CarriedLikeVehicle,
        all_consuming((
            kw("may be carried"),
            opt(kw(" aboard starships")),
            kw(" like a vehicle"),
        )),
    )
    .parse(s)
}

/// "May not be aboard starfighters or enclosed vehicles", "Too large to go aboard a
/// starfighter", "Cannot board starfighters or enclosed vehicles" (boarding is going aboard):
/// the kinds of craft, one or more (", ", " or ").
fn not_aboard(s: &str) -> R<'_, Fact> {
    let (s, _) = alt((
        kw("may not be aboard "),
        kw("may not go aboard "),
        kw("too large to go aboard "),
        kw("cannot board "),
        kw("may not board "),
    ))
    .parse(s)?;
    let (s, first) = craft_kind(s)?;
    let mut crafts = vec![first];
    let mut s = s;
    while !s.is_empty() {
        let (r, _) = alt((kw(", or "), kw(" or "), kw(", "))).parse(s)?;
        let (r, k) = craft_kind(r)?;
        crafts.push(k);
        s = r;
    }
    Ok((s, Fact::NotAboard { crafts }))
}

/// One kind of craft: "starfighters", "a starfighter", "enclosed vehicles", "capital starships".
fn craft_kind(s: &str) -> R<'_, Craft> {
    let (s, _) = opt(alt((kw("an "), kw("a "), kw("any ")))).parse(s)?;
    alt((
        value(
            Craft::EnclosedVehicle,
            alt((kw("enclosed vehicles"), kw("enclosed vehicle"))),
        ),
        value(
            Craft::Starfighter,
            alt((kw("starfighters"), kw("starfighter"))),
        ),
        value(
            Craft::CapitalStarship,
            alt((kw("capital starships"), kw("capital starship"))),
        ),
        value(Craft::Starship, alt((kw("starships"), kw("starship")))),
        value(Craft::Vehicle, alt((kw("vehicles"), kw("vehicle")))),
    ))
    .parse(s)
}

/// "Cannot move", "May not move", "Starship may not move", "Character … may not move".
fn may_not_move(s: &str) -> R<'_, Fact> {
    let (s, _) = (
        opt(alt((
            kw("starship or vehicle "),
            kw("starship "),
            kw("vehicle "),
            kw("character is power = 0 and "),
            kw("character "),
            // A device on a droid: "Droid cannot move and cannot utilize its 'game text'".
            kw("droid "),
        ))),
        alt((kw("cannot move"), kw("may not move"), kw("cannot be moved"))),
    )
        .parse(s)?;
    // What follows "and" bears on no act ("… and cannot utilize its 'game text'").
    if !(s.is_empty() || (s.starts_with(" and ") && bears_on(s).is_empty())) {
        return Err(verify_fail(s));
    }
    Ok(("", Fact::MayNotMove))
}

/// "Landspeed = 2", "May 'fly' (landspeed = 3)", "Landspeed may not be increased".
fn landspeed(s: &str) -> R<'_, Fact> {
    alt((
        map(
            all_consuming(preceded(
                alt((kw("landspeed = "), kw("may 'fly' (landspeed = "))),
                terminated(digit1, opt(char(')'))),
            )),
            |n: &str| Fact::Landspeed {
                is: n.parse().ok(),
                fixed: false,
            },
        ),
        value(
            Fact::Landspeed {
                is: None,
                fixed: true,
            },
            all_consuming(kw("landspeed may not be increased")),
        ),
    ))
    .parse(s)
}

/// A character's "While aboard a non-creature vehicle, adds 1 to power, maneuver and
/// landspeed": what it adds to the landspeed of the vehicle it is aboard, while aboard such a
/// vehicle. The other stats it adds to bear on no act.
fn adds_landspeed_aboard(s: &str) -> R<'_, Fact> {
    let (s, aboard) = delimited(kw("while aboard "), take_until(", "), tag(", ")).parse(s)?;
    let (s, n) = preceded(kw("adds "), digit1).parse(s)?;
    let (s, stats) = preceded(kw(" to "), take_until("landspeed")).parse(s)?;
    let (s, _) = all_consuming(kw("landspeed")).parse(s)?;
    let stat_words = stats.split([',', ' ']).filter(|w| !w.is_empty()).all(|w| {
        matches!(
            w.to_lowercase().as_str(),
            "power" | "maneuver" | "armor" | "and"
        )
    });
    // The vehicles it names, each settled by the catalog's subtype.
    let settled = ["a vehicle", "a non-creature vehicle"].contains(&aboard.to_lowercase().as_str());
    if !stat_words || !settled {
        return Err(verify_fail(s));
    }
    let by = n.parse().map_err(|_| verify_fail(s))?;
    Ok((
        s,
        Fact::While {
            condition: format!("aboard {aboard}"),
            fact: Box::new(Fact::AddsLandspeedAboard { by }),
        },
    ))
}

/// "Requires +1 Force to use landspeed", "To use his landspeed requires +2 Force".
fn landspeed_cost(s: &str) -> R<'_, Fact> {
    alt((
        map(
            all_consuming(delimited(
                kw("requires "),
                signed,
                alt((
                    kw(" force to use landspeed"),
                    kw(" force to use his landspeed"),
                )),
            )),
            |n| Fact::LandspeedCost { cost: Cost::By(n) },
        ),
        map(
            all_consuming(delimited(
                alt((
                    kw("to use his landspeed requires "),
                    kw("to use her landspeed requires "),
                )),
                signed,
                kw(" force"),
            )),
            |n| Fact::LandspeedCost { cost: Cost::By(n) },
        ),
    ))
    .parse(s)
}

/// "May deploy [even] without presence or Force icons [(except to X)]", "May be deployed even
/// without presence or Force icons", "May deploy to any site, even without presence or Force
/// icons" (a character: sites are where it deploys), "May deploy (and your characters may
/// deploy aboard) even without presence or Force icons".
fn without_presence(s: &str) -> R<'_, Fact> {
    let (s, aboard_too) = alt((
        value(false, kw("may deploy to any site,")),
        value(
            true,
            kw("may deploy (and your characters may deploy aboard)"),
        ),
        value(false, kw("may be deployed")),
        value(false, kw("may deploy")),
    ))
    .parse(s)?;
    let (s, _) = (
        opt(kw(" even")),
        alt((kw(" without"), kw(" with out"))),
        kw(" presence or force icons"),
    )
        .parse(s)?;
    let (s, except) = all_consuming(opt(delimited(
        kw(" (except to "),
        take_until(")"),
        char(')'),
    )))
    .parse(s)?;
    Ok((
        s,
        Fact::WithoutPresence {
            aboard_too,
            except: except.map(str::to_string),
        },
    ))
}

/// "May not be deployed if two (three) or more of opponent's unique (•) characters on table".
fn not_while_uniques(s: &str) -> R<'_, Fact> {
    let (s, n) = delimited(
        kw("may not be deployed if "),
        alt((
            value(2, kw("two")),
            value(3, kw("three")),
            value(4, kw("four")),
        )),
        kw(" or more of opponent's unique () characters on table"),
    )
    .parse(s)?;
    let (s, _) = eof(s)?;
    Ok((s, Fact::NotWhileUniques { n }))
}

/// A site's "Your character movement from here (except for scouts) requires +1 landspeed".
fn landspeed_here(s: &str) -> R<'_, Fact> {
    let (s, who) = alt((
        value(
            Who::Yours("characters".into()),
            kw("your character movement from here"),
        ),
        value(
            Who::Opponents("characters".into()),
            kw("opponent's character movement from here"),
        ),
    ))
    .parse(s)?;
    let (s, except) = opt(delimited(kw(" (except for "), take_until(")"), char(')'))).parse(s)?;
    let (s, extra) =
        all_consuming(delimited(kw(" requires "), signed, kw(" landspeed"))).parse(s)?;
    Ok((
        s,
        Fact::LandspeedHere {
            who,
            extra,
            except: except.map(str::to_string),
        },
    ))
}

/// A location's "No starships or vehicles here [except …]".
fn no_here(s: &str) -> R<'_, Fact> {
    let (s, _) = kw("no ").parse(s)?;
    let (s, list) = take_until(" here").parse(s)?;
    let (s, _) = kw(" here").parse(s)?;
    let (s, except) = opt(preceded(kw(" except "), rest)).parse(s)?;
    let (s, _) = eof(s)?;
    let kinds: Vec<String> = list
        .split(", ")
        .flat_map(|p| p.split(" or "))
        .map(|k| k.trim().to_lowercase())
        .collect();
    if kinds.is_empty()
        || !kinds.iter().all(|k| {
            matches!(
                k.as_str(),
                "starships" | "vehicles" | "creatures" | "characters"
            )
        })
    {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    Ok((
        s,
        Fact::NoHere {
            kinds,
            except: except.map(str::to_string),
        },
    ))
}

/// Whom a sentence names where a change of one of their figures is said before the act
/// ("Gungans are each power +1 and", "Jawas are forfeit +2 and"): the names alone. Other words
/// are kept as they are.
fn figure_said_first(words: &str) -> &str {
    const FIGURES: &[&str] = &[
        "power", "forfeit", "destiny", "ability", "armor", "maneuver", "immune", "defense",
    ];
    let Some(head) = words.strip_suffix(" and") else {
        return words;
    };
    for verb in [" are each ", " is each ", " are ", " is "] {
        if let Some(i) = head.find(verb) {
            let tail = &head[i + verb.len()..];
            if FIGURES.iter().any(|f| tail.starts_with(f)) {
                return &head[..i];
            }
        }
    }
    words
}

/// Whose cards a location's sentence speaks of: `your Jedi`, `opponent's characters`,
/// `opponent`, `you`, or a bare class (`Imperials`).
fn who_until<'a>(end: &'static str) -> impl FnMut(&'a str) -> R<'a, Who> {
    move |s: &'a str| {
        let (s, words) = take_until(end).parse(s)?;
        // "Your creatures are deploy -2 here", "Leia is deploy -2 here": the verb's `are`
        // (`is`) is not part of who.
        // "Your Gungans are each power +1 and deploy -1 here": a change of a figure said
        // first, joined by `and`, is no part of who (it bears on no act).
        let words = figure_said_first(words.trim());
        let w = words
            .trim()
            .trim_end_matches(" are each")
            .trim_end_matches(" are")
            .trim_end_matches(" is");
        // "If you occupy with a Star Cruiser, opponent's Star Destroyers": a condition is
        // never part of whom it names (read by the templates that keep it).
        let lower = w.to_lowercase();
        // "May deploy for free to …": the card's own grant, no card named.
        if lower == "may"
            || ["if ", "while ", "when ", "unless ", "{while} "]
                .iter()
                .any(|o| lower.starts_with(o))
        {
            return Err(verify_fail(s));
        }
        let who = if let Some(x) = w.strip_prefix("your ").or_else(|| w.strip_prefix("Your ")) {
            Who::Yours(x.to_string())
        } else if let Some(x) = w
            .strip_prefix("opponent's ")
            .or_else(|| w.strip_prefix("Opponent's "))
        {
            Who::Opponents(x.to_string())
        } else if w.eq_ignore_ascii_case("opponent") {
            Who::Opponents(String::new())
        } else if w.eq_ignore_ascii_case("you") || w.is_empty() {
            Who::Yours(String::new())
        } else {
            Who::Any(w.to_string())
        };
        Ok((s, who))
    }
}

/// A side's limit that a card sets by its own condition: "While on Hoth, opponent may not
/// 'react' to any Echo site, and Derlin may use 1 Force to cancel Breached Defenses", "While at
/// Theed Palace Hallway, opponent's characters may not move from here", "While Wookiee Homestead
/// here, opponent's spies may not deploy here and, once per turn, …", "{While} this side up, you
/// may not deploy characters to interior Naboo sites". The limit is read as it would stand
/// alone ([`side_may_not_go`], a location's "may not … here"); a clause after it (", and …")
/// must bear on no act. The condition is kept as written, for the board to settle.
fn while_its_condition(s: &str) -> R<'_, Fact> {
    let (s, condition) = preceded(kw("while "), take_until(", ")).parse(s)?;
    limit_on_condition(s, condition, &s[2..])
}

/// A card's own react on a condition of its own: "While 'ridden' by a Gungan, may move as a
/// 'react'" (a creature vehicle's rider). The react reads as it would alone ([`react`]); the
/// condition is kept as written, for the board to settle ([`Fact::While`]).
fn while_own_react(s: &str) -> R<'_, Fact> {
    let (body, condition) = preceded(kw("while "), take_until(", ")).parse(s)?;
    let body = &body[2..];
    if condition.contains(['(', ',']) {
        return Err(verify_fail(s));
    }
    let (_, f @ Fact::React { .. }) = react(body)? else {
        return Err(verify_fail(s));
    };
    Ok((
        "",
        Fact::While {
            condition: condition.to_string(),
            fact: Box::new(f),
        },
    ))
}

/// A character's price on the craft it pilots or drives: "Adds 2 to power of anything he
/// pilots, and that starship or vehicle moves for free", "When driving a transport vehicle, it
/// moves for free and he adds one battle destiny", "While driving a vehicle, it is power +3,
/// defense value +1, and moves for free". The other clauses must bear on no act.
fn craft_moves_free(s: &str) -> R<'_, Fact> {
    let lower = s.to_lowercase();
    let lower = lower.trim_end_matches('.');
    let when_words = ["when driving a ", "while driving a "]
        .into_iter()
        .find(|w| lower.starts_with(w));
    let (when, (craft, rest)) = if let Some(w) = when_words {
        let r = &lower[w.len()..];
        let (craft, rest) = r.split_once(", ").ok_or_else(|| verify_fail(s))?;
        (format!("{w}{craft}"), (craft, rest))
    } else if let Some((head, tail)) = lower.split_once(" anything he pilots, and that ") {
        if !head.starts_with("adds ") || !bears_on(head).is_empty() {
            return Err(verify_fail(s));
        }
        let split = tail
            .split_once(" moves for free")
            .filter(|(_, after)| after.trim().is_empty())
            .map(|(craft, _)| (craft, "moves for free"))
            .ok_or_else(|| verify_fail(s))?;
        ("anything he pilots".to_string(), split)
    } else {
        return Err(verify_fail(s));
    };
    let craft_words = ["vehicle", "starship", "transport", "or", "combat", "swoop"];
    if craft.split_whitespace().any(|w| !craft_words.contains(&w)) {
        return Err(verify_fail(s));
    }
    // Each clause after the condition: the free move, or a stat bearing on no act.
    let mut free = false;
    for clause in rest.split(", ").flat_map(|c| c.split(" and ")) {
        let c = clause
            .trim()
            .trim_start_matches("and ")
            .trim_start_matches("it ")
            .trim_start_matches("that vehicle ");
        if c == "moves for free" {
            free = true;
        } else if !bears_on(c).is_empty() {
            return Err(verify_fail(s));
        }
    }
    if !free {
        return Err(verify_fail(s));
    }
    Ok((
        "",
        Fact::CraftMovesFree {
            craft: craft.trim_end_matches(" moves for free").to_string(),
            cost: Cost::Free,
            when,
        },
    ))
}

/// A card's keeping of a side's cards where it stands from their landspeed, on a condition
/// of its own: "When at a Tatooine site, prevents opponent's characters present from using
/// their landspeed" ([`prevents_landspeed`], kept with its condition as written).
fn when_it_prevents(s: &str) -> R<'_, Fact> {
    let (s, condition) = preceded(kw("when "), take_until(", ")).parse(s)?;
    if condition.contains(['(', ',', ':']) {
        return Err(verify_fail(s));
    }
    let (_, f) = prevents_landspeed(&s[2..])?;
    Ok((
        "",
        Fact::While {
            condition: condition.to_string(),
            fact: Box::new(f),
        },
    ))
}

/// "Prevents opponent's characters present from using their landspeed", "prevents
/// opponent's characters at same site from using landspeed": a side's cards (of the kind it
/// names) at the site where the card stands may not move from it by landspeed. Whom it
/// names must be a side's cards, and the card's own site ("present", "at same site"); a
/// sentence with more after it is not this template's.
fn prevents_landspeed(s: &str) -> R<'_, Fact> {
    let (s, _) = kw("prevents ").parse(s)?;
    // "prevents opponent's characters from using their landspeed" (Bubo, when at a Jabba's
    // Palace site): a guard's, of the site where it stands, as "present" says it (the round-20
    // brief reads it so).
    let (s, who) = alt((
        who_until(" present from using "),
        who_until(" at same site from using "),
        who_until(" from using "),
    ))
    .parse(s)?;
    let (s, _) = alt((
        kw(" present from using "),
        kw(" at same site from using "),
        kw(" from using "),
    ))
    .parse(s)?;
    let (s, _) = opt(kw("their ")).parse(s)?;
    let (s, _) = kw("landspeed").parse(s)?;
    let (s, _) = opt(tag(".")).parse(s)?;
    if !s.trim().is_empty() || !matches!(&who, Who::Opponents(w) | Who::Yours(w) if !w.is_empty()) {
        return Err(verify_fail(s));
    }
    Ok((s, Fact::NoLandspeedHere { who }))
}

/// "Rebel Guards at same site may move", "Imperial Trooper Guards at same site may move": the
/// cards it names (a kind, by name; never itself) at the site where the card stands may move,
/// though their own text says they cannot. A sentence with more after it is not this one's.
fn may_move_beside(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" at same site may move")(s)?;
    let (s, _) = (kw(" at same site may move"), opt(tag("."))).parse(s)?;
    let named = match &who {
        Who::Any(w) | Who::Yours(w) | Who::Opponents(w) => {
            !w.is_empty() && w.starts_with(|c: char| c.is_ascii_uppercase())
        }
        Who::Itself => false,
    };
    if !s.trim().is_empty() || !named {
        return Err(verify_fail(s));
    }
    Ok((s, Fact::MayMoveHere { who }))
}

/// A card's prices where it stands, on another card beside it: "When at same location as a
/// Rebel of ability > 2, deploy -1 there for any Imperials, and during your move phase,
/// Imperials at an adjacent site may move there for free". Each clause is read as a location's
/// price would be ("Imperials deploy -1 here", "During your move phase, Imperials may move to
/// here for free from an adjacent site"), on the card's own condition (its place, beside the
/// card named), kept as written for the board to settle.
fn when_beside_prices(s: &str) -> R<'_, Fact> {
    let (rest, condition) = preceded(kw("when "), take_until(", ")).parse(s)?;
    let beside = ["at same location as ", "at same site as "]
        .iter()
        .any(|w| condition.starts_with(w));
    if !beside || condition.contains(['(', ':']) {
        return Err(verify_fail(s));
    }
    let body = rest[2..].trim_end_matches('.');
    let mut facts = Vec::new();
    for clause in body.split(", and ") {
        let f = match there_as_here(clause).and_then(|c| fact(&c)) {
            Some(f @ (Fact::DeployCostHere { .. } | Fact::MoveCostHere { .. })) => f,
            // "Imperials deploy -1 here": a price where it stands, as a location's.
            Some(Fact::DeployPrice {
                cost,
                who,
                place: Some(here),
                condition: None,
            }) if here == "here" && who != Who::Itself => Fact::DeployCostHere {
                cost,
                who,
                to: None,
            },
            _ => return Err(verify_fail(s)),
        };
        facts.push(Fact::While {
            condition: condition.to_string(),
            fact: Box::new(f),
        });
    }
    let last = facts.pop().ok_or_else(|| verify_fail(s))?;
    let all = facts
        .into_iter()
        .rev()
        .fold(last, |b, a| Fact::Both(Box::new(a), Box::new(b)));
    Ok(("", all))
}

/// A clause of [`when_beside_prices`] in a location's words: "deploy -1 there for any
/// Imperials" is "Imperials deploy -1 here"; "[during your move phase, ]Imperials at an
/// adjacent site may move there for free" is "[During your move phase, ]Imperials may move to
/// here for free from an adjacent site". `None`: another shape.
fn there_as_here(clause: &str) -> Option<String> {
    let c = clause.trim();
    let (lead, c) = match c.strip_prefix("during your move phase, ") {
        Some(r) => ("During your move phase, ", r),
        None => ("", c),
    };
    if let Some(r) = c.strip_prefix("deploy ")
        && let Some((price, who)) = r.split_once(" there for any ")
    {
        return Some(format!("{lead}{who} deploy {price} here"));
    }
    let (who, at) = c
        .strip_suffix(" may move there for free")?
        .split_once(" at ")?;
    Some(format!("{lead}{who} may move to here for free from {at}"))
}

/// "Your shuttling, landing, and taking off to or from here is free" (a card's, of where it
/// stands: "… to or from same location is free"): the side's moves of those ways (the acts the
/// sentence bears on) to or from the location cost nothing, as a location's price.
fn your_ways_here_free(s: &str) -> R<'_, Fact> {
    let lower = s.to_lowercase();
    let body = lower
        .trim_end_matches('.')
        .strip_prefix("your ")
        .and_then(|b| b.strip_suffix(" is free"))
        .ok_or_else(|| verify_fail(s))?;
    let (ways, way, place) = [
        (" to or from ", Way::Either),
        (" to and from ", Way::Either),
        (" from ", Way::From),
        (" to ", Way::To),
    ]
    .iter()
    .find_map(|(w, way)| body.split_once(w).map(|(a, b)| (a, *way, b)))
    .ok_or_else(|| verify_fail(s))?;
    let known = ["shuttling", "landing", "taking off", "and", ""];
    let plain = ways
        .split([',', ' '])
        .collect::<Vec<_>>()
        .join(" ")
        .replace("taking off", "taking_off")
        .split(' ')
        .all(|w| known.contains(&w.replace('_', " ").as_str()));
    if !plain || !matches!(place, "here" | "same location" | "same site") {
        return Err(verify_fail(s));
    }
    Ok((
        "",
        Fact::MoveCostHere {
            cost: Cost::Free,
            who: Who::Yours(String::new()),
            between: None,
            way,
            by_landspeed: false,
        },
    ))
}

/// A location's price on a card of a title there: "If Tarkin here, your starships deploy +1
/// here" ([`Fact::While`], settled by the cards at the location).
fn price_if_card_here(s: &str) -> R<'_, Fact> {
    let (s, condition) = preceded(kw("if "), take_until(", ")).parse(s)?;
    let named = condition
        .strip_suffix(" here")
        .is_some_and(|x| x.starts_with(|c: char| c.is_ascii_uppercase()) && !x.contains(' '));
    match fact(&s[2..]) {
        Some(f @ (Fact::DeployCostHere { .. } | Fact::MoveCostHere { .. })) if named => Ok((
            "",
            Fact::While {
                condition: condition.to_string(),
                fact: Box::new(f),
            },
        )),
        _ => Err(verify_fail(s)),
    }
}

/// A location's "If you control, all non-unique Imperials are power and forfeit +1 and Imperial
/// trooper guards may move" (Corulag): while its side controls it, the cards it names (as
/// written) may move, their own "Cannot move" lifted; the clauses before bear on no act. Read
/// as [`Fact::NamedMayMove`] on the condition, applied where such a card may not move by its
/// own text (`card_text::moving::may_move_beside`).
fn control_grants_move(s: &str) -> R<'_, Fact> {
    let (body, _) = kw("if you control, ").parse(s)?;
    let Some((head, who)) = body
        .strip_suffix(" may move")
        .and_then(|b| b.rsplit_once(" and "))
    else {
        return Err(verify_fail(s));
    };
    let who = who.trim();
    let plain = !who.is_empty()
        && !who.contains([',', '(', ':'])
        && !["here", "your", "opponent", "you "]
            .iter()
            .any(|w| who.to_lowercase().contains(w));
    if !plain || !bears_on(head).is_empty() {
        return Err(verify_fail(s));
    }
    Ok((
        "",
        Fact::While {
            condition: "you control".to_string(),
            fact: Box::new(Fact::NamedMayMove {
                who: who.to_string(),
            }),
        },
    ))
}

/// A location's (or a card's) limit or price on whether its side controls it ("If you
/// control, opponent may not deploy Executor", "If you control with a [Separatist] starship,
/// opponent must use +1 Force to move or deploy a starship to here"), or occupies it with a
/// kind of card ("If you occupy with a Star Destroyer, …"): the condition is kept as written
/// ([`Fact::While`]). No rule of control is declared: where the limit would bite, the act is
/// open, naming the condition.
fn control_condition(s: &str) -> R<'_, Fact> {
    let (s, condition) = preceded(
        kw("if "),
        recognize((
            alt((kw("you control"), kw("you occupy with "))),
            take_until(", "),
        )),
    )
    .parse(s)?;
    let body = &s[2..];
    // "Force generation +1 here, and opponent's characters may not move from here": a
    // clause before that bears on no act.
    let body = split_outside_brackets(body, ", and ")
        .or_else(|| split_outside_brackets(body, " and "))
        .filter(|(head, _)| bears_on(head).is_empty())
        .map_or(body, |(_, tail)| tail);
    if let Some(Fact::Both(a, b)) = fact(body).or_else(|| move_or_deploy_here(body)) {
        let on = |f: Box<Fact>| {
            Box::new(Fact::While {
                condition: condition.to_string(),
                fact: f,
            })
        };
        if limit_fact(&a) && limit_fact(&b) && !condition.contains(['(', ',']) {
            return Ok(("", Fact::Both(on(a), on(b))));
        }
    }
    limit_on_condition(s, condition, body)
}

/// "Opponent must use +1 Force to move or deploy a starship to here": a price to move to
/// here and one to deploy here, for the kind of card it names of the side it names.
fn move_or_deploy_here(s: &str) -> Option<Fact> {
    let (rest, who) = who_until(" must use ")(s).ok()?;
    let (_, (n, kind)) = all_consuming((
        delimited(kw(" must use "), signed, kw(" Force to move or deploy a ")),
        terminated(take_until(" to here"), kw(" to here")),
    ))
    .parse(rest)
    .ok()?;
    let kind = format!("{kind}s");
    let who = match who {
        Who::Opponents(w) if w.is_empty() => Who::Opponents(kind),
        Who::Yours(w) if w.is_empty() => Who::Yours(kind),
        _ => return None,
    };
    Some(Fact::Both(
        Box::new(Fact::MoveCostHere {
            cost: Cost::By(n),
            who: who.clone(),
            between: None,
            way: Way::To,
            by_landspeed: false,
        }),
        Box::new(Fact::DeployCostHere {
            cost: Cost::By(n),
            who,
            to: None,
        }),
    ))
}

/// A limit or price a condition may be put on ([`Fact::While`]).
fn limit_fact(f: &Fact) -> bool {
    matches!(
        f,
        Fact::MayNotGoTo { .. }
            | Fact::MayNotDeployHere {
                if_you_occupy: false,
                ..
            }
            | Fact::MayNotMoveHere {
                condition: None,
                ..
            }
            | Fact::MayNotReactHere { .. }
            | Fact::DeployCostHere { .. }
            | Fact::MoveCostHere { .. }
            | Fact::HyperspeedHere { .. }
    )
}

/// `body`, read as a side's limit or a location's price, on `condition`.
fn limit_on_condition<'a>(s: &'a str, condition: &str, body: &str) -> R<'a, Fact> {
    let halves = split_outside_brackets(body, ", and ")
        .or_else(|| split_outside_brackets(body, " and, "))
        .or_else(|| split_outside_brackets(body, " and "));
    // The clause that bears on an act, the other bearing on none: "opponent may not 'react'
    // to or from here, and …", or "DFS-327 is power +3, and opponent's pilots deploy +2 …".
    let head = match halves {
        Some((head, tail)) if bears_on(tail).is_empty() => head,
        // (A list of whom it names, "your spies, 8D8, … and Detention Block Control Room",
        // is one clause.)
        Some((head, tail)) if bears_on(head).is_empty() && !head.contains(", ") => tail,
        _ => body,
    };
    let limit = limit_fact;
    let opens_on_side = {
        let l = head.to_lowercase();
        l.starts_with("opponent") || l.starts_with("your ") || l.starts_with("you ")
    };
    // "Emperor may not deploy to Coruscant": a card named by its title opens it.
    let by_name = |f: &Fact| matches!(f, Fact::MayNotGoTo { who: Who::Any(w), .. } if one_name(w));
    match fact(head) {
        Some(f)
            if limit(&f) && (opens_on_side || by_name(&f)) && !condition.contains(['(', ',']) =>
        {
            Ok((
                "",
                Fact::While {
                    condition: condition.to_string(),
                    fact: Box::new(f),
                },
            ))
        }
        _ => Err(verify_fail(s)),
    }
}

/// "To deploy, requires 1 Force from each players' Force Pile", "To deploy (on your side of
/// table), requires 3 Force from both players' Force Piles": what its deploy takes from each
/// player's Force Pile; where an Effect deploys, written in brackets, is a fact of its own
/// ([`Fact::DeployOn`]).
fn from_both_piles(s: &str) -> R<'_, Fact> {
    let (s, on) = preceded(
        kw("to deploy"),
        opt(delimited(kw(" (on "), take_until(")"), kw(")"))),
    )
    .parse(s)?;
    let (s, n) = all_consuming(delimited(
        kw(", requires "),
        nom::character::complete::u32,
        alt((
            kw(" Force from each players' Force Pile"),
            kw(" Force from each player's Force Pile"),
            kw(" Force from both players' Force Piles"),
        )),
    ))
    .parse(s)?;
    let price = Fact::FromBothPiles { n: i64::from(n) };
    Ok((
        s,
        match on {
            Some(target) => Fact::Both(
                Box::new(Fact::DeployOn {
                    target: target.to_string(),
                    condition: None,
                }),
                Box::new(price),
            ),
            None => price,
        },
    ))
}

/// A location's "Your starships move as a 'react' (for free) to a battle here": the cards it
/// names may react to here (a react is to or from a battle), at no cost.
fn react_to_a_battle_here(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" move as a 'react' ")(s)?;
    let (s, free) = all_consuming(preceded(
        kw(" move as a 'react' "),
        alt((
            value(true, kw("(for free) to a battle here")),
            value(true, kw("to a battle here for free")),
            value(false, kw("to a battle here")),
        )),
    ))
    .parse(s)?;
    if !plain_grantee(&who) {
        return Err(verify_fail(s));
    }
    Ok((
        s,
        Fact::ReactHere {
            who,
            free,
            at: None,
        },
    ))
}

/// A location's "Your spies deploy -1 here and at related sites": the price here, and the same
/// price where else it names, each a fact of its own ([`Fact::Both`]).
fn here_and_at(s: &str) -> R<'_, Fact> {
    let (head, places) = s
        .split_once(" here and at ")
        .ok_or_else(|| verify_fail(s))?;
    match fact(&format!("{head} here")) {
        Some(Fact::DeployCostHere {
            cost,
            who,
            to: None,
        }) if !places.contains(['(', ',']) => Ok((
            "",
            Fact::Both(
                Box::new(Fact::DeployCostHere {
                    cost,
                    who: who.clone(),
                    to: None,
                }),
                Box::new(Fact::DeployCostHere {
                    cost,
                    who,
                    to: Some(format!("to {places}")),
                }),
            ),
        )),
        _ => Err(verify_fail(s)),
    }
}

/// "Ezra deploys -1 (and is immune to attrition) here": an aside that adds a stat, bears on no
/// act and puts no condition; the sentence is read as without it.
fn without_and_aside(s: &str) -> R<'_, Fact> {
    let (before, after) = s.split_once(" (and ").ok_or_else(|| verify_fail(s))?;
    let (aside, rest) = after.split_once(')').ok_or_else(|| verify_fail(s))?;
    let l = aside.to_lowercase();
    let conditional = [
        "if ", "unless ", "except", "only", "while ", "when ", "may ", "not ",
    ]
    .iter()
    .any(|w| l.contains(w));
    if conditional || aside.contains('(') || !bears_on(aside).is_empty() {
        return Err(verify_fail(s));
    }
    fact(&format!("{before}{rest}"))
        .map(|f| ("", f))
        .ok_or_else(|| verify_fail(s))
}

/// "If at Dune Sea, may relocate to your character there", "If on Boba Fett, once per game,
/// during your move phase, may use 2 Force to relocate him …", "If Trash Compactor is on table,
/// cancel any battle just initiated … by moving (for free) all your characters involved to the
/// Trash Compactor", "If Weather Vane on table, characters 'hit' here are instead immediately
/// relocated there": an action the card's text gives (a relocation, or what it does when played,
/// in the imperative; where what is 'hit' goes instead) on a condition: its own act, which
/// limits no other. A sentence that
/// limits ("may not", "only", "must") or grants another card a move or a deploy ("you may move
/// from Back Door to Bunker") is not this template's.
fn own_action_on_condition(s: &str) -> R<'_, Fact> {
    let l = s.to_lowercase();
    let opens = ["if ", "while ", "when ", "at the beginning of "]
        .iter()
        .any(|o| l.starts_with(o));
    if !opens
        || limits(s)
        || l.contains("must ")
        || l.contains("regardless")
        || l.contains("ignore")
    {
        return Err(verify_fail(s));
    }
    let (_, rest) = split_outside_brackets(s, ", ").ok_or_else(|| verify_fail(s))?;
    // Each clause bears on no act, or is the action: a relocation the card may make, or what
    // it does in the imperative. A clause that is neither may still be clauses after
    // semicolons, each of them so ("tapes 'delivered'; relocate this Effect to table …;
    // reshuffle").
    let (mut action, mut hit) = (false, false);
    for part in rest.split(" and, ") {
        let p = part.trim();
        let clauses: Vec<&str> = match action_clause(p) {
            None if p.contains("; ") => p.split("; ").collect(),
            _ => vec![p],
        };
        for c in clauses {
            match action_clause(c.trim()) {
                None => return Err(verify_fail(s)),
                Some(Clause::Action) => action = true,
                Some(Clause::HitRelocated) => (action, hit) = (true, true),
                Some(Clause::NoAct) => {}
            }
        }
    }
    if hit {
        return own_act_if(
            s,
            action,
            "where a card 'hit' here goes instead of being lost (a relocation its text makes), on a condition; it limits no other act",
        );
    }
    own_act_if(
        s,
        action,
        "an action its text gives (a relocation, or what it does when played) on a condition; it limits no other act",
    )
}

/// One clause after an own action's condition ([`own_action_on_condition`]).
enum Clause {
    /// The action: a relocation the card may make, or what it does in the imperative.
    Action,
    /// "characters 'hit' here are instead immediately relocated there": where what is hit goes
    /// instead of being lost, a relocation the text makes.
    HitRelocated,
    /// A clause that bears on no act.
    NoAct,
}

/// What one clause after an own action's condition is; `None`: it bears on an act and is no
/// action of the card's own (the sentence is not [`own_action_on_condition`]'s).
fn action_clause(p: &str) -> Option<Clause> {
    let relocates_only = |t: &str| bears_on(t).kinds().all(|k| k == ActKind::Relocate);
    let pl = p.to_lowercase();
    // "once per game, during your move phase, may use 2 Force to relocate …": the
    // action's timing leads it.
    let body = pl.rsplit_once(", ").map_or(pl.as_str(), |(_, b)| b);
    let may_relocate = (body.starts_with("may relocate ")
        || body.contains(" may relocate ")
        || (body.starts_with("may use ") && body.contains(" force to relocate ")))
        && relocates_only(p);
    // "during your turn you may cancel a 'react' …": the action's timing may lead it, too.
    let may_cancel = ["may cancel ", "you may cancel "]
        .iter()
        .any(|w| body.starts_with(w))
        || (body.starts_with("during ") && body.contains(" you may cancel "));
    // An action another template reads ("once during each of your deploy phases may use
    // or lose X Force to relocate …", "if opponent just deployed a character here, may
    // activate 1 Force").
    // Not a grant of a move or a deploy to cards ("during your move phase, you may move
    // from Back Door to Bunker"): it relocates, or an act only triggers it.
    let own = matches!(fact(p), Some(Fact::OwnAction { .. }))
        && (relocates_only(p) || act_only_in_trigger(p).is_ok());
    // (What follows a colon or a semicolon is more than the action: "relocate to
    // opponent's side of table: each Imperial … is deploy +8".)
    let imperative = own_action_kind(p).is_ok() && !p.contains([':', ';']);
    let hit_relocated = pl.contains("'hit' ")
        && [
            " are instead immediately relocated ",
            " are instead relocated ",
        ]
        .iter()
        .any(|w| pl.contains(w))
        && relocates_only(p);
    if may_relocate || may_cancel || imperative || own {
        Some(Clause::Action)
    } else if hit_relocated {
        Some(Clause::HitRelocated)
    } else if bears_on(p).is_empty() {
        Some(Clause::NoAct)
    } else {
        None
    }
}

/// "May deploy to a site as an Undercover spy": a further way to deploy.
fn undercover_spy(s: &str) -> R<'_, Fact> {
    value(
        Fact::UndercoverSpy,
        all_consuming(kw("may deploy to a site as an undercover spy")),
    )
    .parse(s)
}

/// How long a played card's limit on its target lasts, as written.
fn limit_time(s: &str) -> R<'_, &str> {
    alt((
        kw("for the remainder of the turn"),
        kw("for remainder of the turn"),
        kw("for remainder of turn"),
        kw("until end of your next turn"),
        kw("this turn"),
        kw("that turn"),
    ))
    .parse(s)
}

/// A played card's limit on the card it targets ([`Fact::TargetLimit`]): "Character may not
/// move for remainder of turn", "If destiny > pilot's ability, starship may not move this
/// turn", "Until end of your next turn, target cannot move and its pilots may not apply
/// ability …" (a clause after it bears on no act), "Target may not move away from Utinni
/// Effect", "Target is landspeed = 0 for remainder of turn", "Any Force used to deploy spy
/// remains used and that card may not deploy this turn", "Prevent a just deployed smuggler
/// from moving this turn", "Turn apprentice upside down (cannot move and power = 0)".
fn target_limit(s: &str) -> R<'_, Fact> {
    let limited = |target: &str, limit: &str, time: Option<&str>, condition: Option<&str>| {
        Fact::TargetLimit {
            target: target.to_string(),
            limit: limit.to_string(),
            time: time.map(str::to_string),
            condition: condition.map(str::to_string),
        }
    };
    // "Any Force used to deploy that Rebel remains used, and Rebel may not be deployed for the
    // remainder of the turn".
    if let Ok((_, (_, target, _, _, _, limit, _, time))) = all_consuming((
        kw("any force used to deploy "),
        take_until(" remains used"),
        kw(" remains used"),
        opt(char(',')),
        (kw(" and "), take_until(" may not "), kw(" may not ")),
        alt((kw("be deployed"), kw("deploy"))),
        char(' '),
        limit_time,
    ))
    .parse(s)
    {
        return Ok((
            "",
            limited(target, &format!("may not {limit}"), Some(time), None),
        ));
    }
    if let Ok((_, (_, target, _, time))) = all_consuming((
        kw("prevent "),
        take_until(" from moving "),
        kw(" from moving "),
        limit_time,
    ))
    .parse(s)
    {
        return Ok(("", limited(target, "may not move", Some(time), None)));
    }
    // "Turn apprentice upside down (cannot move and power = 0)": while upside down.
    if let Ok((_, (_, target, _, limit, _))) = all_consuming((
        kw("turn "),
        take_until(" upside down ("),
        kw(" upside down ("),
        take_until(")"),
        char(')'),
    ))
    .parse(s)
        && bears_on(limit).has(ActKind::Move)
    {
        return Ok(("", limited(target, limit, Some("while upside down"), None)));
    }
    target_may_not(s).map(|(_, (target, limit, time, condition))| {
        let limit = if limit.starts_with("is ") {
            limit.to_string()
        } else {
            format!("may not {limit}")
        };
        ("", limited(target, &limit, time, condition))
    })
}

/// [`target_limit`]'s "[If …, ][For remainder of turn, ]<target> may not (cannot) <limit>[
/// <time>][ and <a clause that bears on no act>]": its target, limit, time and condition.
type TargetWords<'a> = (&'a str, &'a str, Option<&'a str>, Option<&'a str>);
fn target_may_not(s: &str) -> R<'_, TargetWords<'_>> {
    let (s, condition) = opt(terminated(
        recognize((kw("if "), take_until(", "))),
        tag(", "),
    ))
    .parse(s)?;
    let (s, lead) = opt(terminated(limit_time, tag(", "))).parse(s)?;
    let (s, target) = alt((
        kw("character"),
        kw("target"),
        kw("that jedi"),
        kw("that starship"),
        kw("that rebel"),
        kw("starship"),
        kw("they"),
    ))
    .parse(s)?;
    let (s, limit) = alt((
        preceded(
            alt((kw(" may not "), kw(" cannot "))),
            alt((
                kw("move or battle"),
                kw("move or participate in battle"),
                kw("battle or move"),
                kw("leave planet or move away from utinni effect"),
                kw("move away from utinni effect"),
                kw("move again"),
                kw("move"),
            )),
        ),
        preceded(char(' '), kw("is landspeed = 0")),
    ))
    .parse(s)?;
    let (s, trail) = opt(preceded(char(' '), limit_time)).parse(s)?;
    let time = lead.or(trail);
    // A clause after it bears on no act ("… and its pilots may not apply ability toward …").
    if !(s.is_empty() || (s.starts_with(" and ") && bears_on(s).is_empty())) {
        return Err(verify_fail(s));
    }
    // A limit with neither time nor condition, on no Utinni Effect's target, is the card's
    // own ("Character may not move", [`may_not_move`]), not a played card's.
    if time.is_none() && condition.is_none() && !limit.to_lowercase().contains("utinni") {
        return Err(verify_fail(s));
    }
    Ok(("", (target, limit, time, condition)))
}

/// A location's "Your starships are hyperspeed +1 when moving to or from here", "Your capital
/// starships here are armor +1 and are hyperspeed +1 when moving from here" (a stat before it
/// bears on no act), "Your starships deploy -2 here and are hyperspeed +2 when moving to or
/// from here" (a price here, then the hyperspeed: [`Fact::Both`]).
fn hyperspeed_here(s: &str) -> R<'_, Fact> {
    let (tail, head) = alt((
        take_until(" and are hyperspeed "),
        take_until(" are hyperspeed "),
    ))
    .parse(s)?;
    let (_, (_, by, _, way)) = all_consuming((
        alt((kw(" and are hyperspeed "), kw(" are hyperspeed "))),
        signed,
        kw(" when moving"),
        way_here,
    ))
    .parse(tail)?;
    let price = if bears_on(head).is_empty() {
        None
    } else {
        match fact(head) {
            Some(f @ Fact::DeployCostHere { .. }) => Some(f),
            _ => return Err(verify_fail(s)),
        }
    };
    let words = match &price {
        Some(Fact::DeployCostHere { who, .. }) => who_text(who),
        _ => {
            let w = head.split_once(" are ").map_or(head, |(w, _)| w);
            w.strip_suffix(" here").unwrap_or(w).to_string()
        }
    };
    let marked = format!("{words} |");
    let (_, who) = who_until(" |")(&marked).map_err(|_| verify_fail(s))?;
    if !plain_grantee(&who) || matches!(who, Who::Itself) {
        return Err(verify_fail(s));
    }
    let speed = Fact::HyperspeedHere { who, by, way };
    Ok((
        "",
        match price {
            Some(p) => Fact::Both(Box::new(p), Box::new(speed)),
            None => speed,
        },
    ))
}

/// "May 'react' by deploying or moving to same site as any Hutt": a deploy as a react and a
/// move as a react, each only to the place it names ([`Fact::Both`]).
fn react_by_deploying_or_moving(s: &str) -> R<'_, Fact> {
    let (_, to) =
        all_consuming(preceded(kw("may 'react' by deploying or moving to "), rest)).parse(s)?;
    Ok((
        "",
        Fact::Both(
            Box::new(Fact::DeployAsReact {
                cost: None,
                terms: Some(format!("to {to}")),
            }),
            Box::new(Fact::React {
                only: Some(to.to_string()),
                cost: None,
            }),
        ),
    ))
}

/// A location's "To move your starship between here and Death Star II, system it orbits, or Mon
/// Calmari requires -1 Force", "To move your starship here from Sullust, Rendezvous Point or
/// Haven requires -1 Force": a price of the moves between here and the places it names (to
/// here from them: that way only), each an alternative.
fn to_move_between_requires(s: &str) -> R<'_, Fact> {
    let (s, (_, who)) = (
        kw("to move "),
        alt((who_until(" between here and "), who_until(" here from "))),
    )
        .parse(s)?;
    let (s, way) = alt((
        value(Way::Either, kw(" between here and ")),
        value(Way::To, kw(" here from ")),
    ))
    .parse(s)?;
    let (_, (there, _, n, _)) = all_consuming((
        take_until(" requires "),
        kw(" requires "),
        signed,
        kw(" force"),
    ))
    .parse(s)?;
    if !plain_grantee(&who) {
        return Err(verify_fail(s));
    }
    Ok((
        "",
        Fact::MoveCostHere {
            cost: Cost::By(n),
            who,
            // A list of places, each an alternative ([`crate::rules`] reads " or ").
            between: Some(there.replace(", or ", " or ").replace(", ", " or ")),
            way,
            by_landspeed: false,
        },
    ))
}

/// An Effect's table of what a destiny draw does: "Each opponent's destiny draw, you do the
/// following: (0) …; (5) deploy a character for free; (6+) nothing", or one of its lines
/// where the text stops after each ("(5) deploy a character for free"): what the card itself
/// does (its own act), which limits no other. A line that forbids or limits is not this.
fn destiny_table(s: &str) -> R<'_, Fact> {
    fn line(s: &str) -> R<'_, &str> {
        recognize((char('('), digit1, opt(char('+')), tag(") "))).parse(s)
    }
    let (_, _) = alt((
        recognize((
            alt((kw("each opponent's destiny draw"), kw("each destiny draw"))),
            kw(", you do the following: "),
            line,
        )),
        line,
    ))
    .parse(s)?;
    if limits(s) {
        return Err(verify_fail(s));
    }
    Ok((
        "",
        Fact::OwnAction {
            what: "what the card itself does on a destiny draw, by its table (its own act); it limits no other act",
        },
    ))
}

/// Whom a [`Who`] names, as the text writes it.
fn who_text(who: &Who) -> String {
    match who {
        Who::Yours(w) => format!("your {w}"),
        Who::Opponents(w) if w.is_empty() => "opponent".into(),
        Who::Opponents(w) => format!("opponent's {w}"),
        Who::Any(w) => w.clone(),
        Who::Itself => String::new(),
    }
}

/// Words that open a clause of a card's own stats, which bears on no act ("power +1",
/// "immune to attrition", "draws one battle destiny …").
const OWN_STATS: &[&str] = &[
    "power ",
    "forfeit ",
    "armor ",
    "maneuver ",
    "defense value ",
    "immune to ",
    "draws one ",
];

/// "When 'ridden' by a Jawa, moves for free and draws one battle destiny if not able to
/// otherwise", "When Jabba aboard, moves for free and immune to attrition", "While Luke or
/// Emperor on table, power +1 and she moves for free": the card's own moves are free on a
/// condition of its own ([`Fact::While`]). The other clauses are its own stats (they bear on
/// no act); a clause with a subject other than the card ("that vehicle is power +3 and moves
/// for free", "it moves for free" of what a driver drives) is not this template's.
fn own_price_on_condition(s: &str) -> R<'_, Fact> {
    let (rest, condition) =
        preceded(alt((kw("while "), kw("when "))), take_until(", ")).parse(s)?;
    let body = &rest[2..];
    if condition.contains(['(', ',', ':']) || !bears_on(condition).is_empty() {
        return Err(verify_fail(s));
    }
    let mut price = None;
    for part in body.split(" and ") {
        let part = part.trim();
        let own = part
            .strip_prefix("she ")
            .or_else(|| part.strip_prefix("he "))
            .unwrap_or(part);
        match own_move_cost(own) {
            Ok((_, f)) if price.is_none() && !own.contains(" if ") => price = Some(f),
            _ if OWN_STATS.iter().any(|w| part.to_lowercase().starts_with(w))
                && bears_on(part).is_empty() => {}
            _ => return Err(verify_fail(s)),
        }
    }
    let fact = price.ok_or_else(|| verify_fail(s))?;
    Ok((
        "",
        Fact::While {
            condition: condition.to_string(),
            fact: Box::new(fact),
        },
    ))
}

/// Words that make a side's limit more than a list of places: a place relative to the card
/// or a battle, a condition, a time, a second clause ([`side_may_not_go`]).
const NOT_ONLY_PLACES: &[&str] = &[
    " here ",
    " same ",
    " where ",
    " if ",
    " unless ",
    " while ",
    " this ",
    " related ",
    " adjacent ",
    " during ",
    " battle",
    ";",
    " and ",
    "(",
];

/// The places of a side's limit that names none ("Opponent may not deploy Executor"): any
/// location.
pub const ANYWHERE: &str = "any location";

/// The places of a side's limit said relative to the card that says it, read as written: the
/// locations related to the one it is or stands at ("opponent may not deploy Rebels to related
/// sites", a system's of its planet's sites).
pub const RELATED_PLACES: &[&str] = &["related sites", "related locations"];

/// "Emperor", "Darth Vader": one card's title (capitalised words, none a plural kind).
fn one_name(w: &str) -> bool {
    !w.is_empty()
        && !w.contains([',', '(', ';', ':', '.', '\''])
        && w.split_whitespace()
            .all(|x| x.starts_with(|c: char| c.is_ascii_uppercase()) && !x.ends_with('s'))
}

/// "Opponent may not deploy Executor", "… Rebels or Jedi": whom the opponent's limit with no
/// place names, when it is only capitalised names (a title or a kind, joined by "or"/"and");
/// else `None`.
fn named_nowhere(who: &Who, names: &str) -> Option<Who> {
    let words = names.split_whitespace();
    let plain = !names.is_empty()
        && words
            .clone()
            .all(|w| matches!(w, "or" | "and") || w.starts_with(|c: char| c.is_ascii_uppercase()))
        && !names.contains([',', '(', ';', ':', '.']);
    if !plain {
        return None;
    }
    // (The side's own "You may not deploy …" is its deck's limit: [`side_may_not_deploy`].)
    match who {
        Who::Opponents(w) if w.is_empty() => Some(Who::Opponents(names.to_string())),
        _ => None,
    }
}

/// A side's limit on where its cards go, wherever they are: "Opponent's characters may not
/// move to underwater sites", "Opponent may not deploy or move to Bunker", "Opponent may not
/// 'react' to any Echo site", "You may not deploy characters to interior Naboo sites", and, of
/// the site where the card stands, "Opponent's characters may not move from same site as Bewil
/// to a mobile site". Whom it names opens the sentence (a side's cards); the places are read
/// where the act goes. A place relative to the card ("here", "same site") is a location's
/// limit, read by others.
fn side_may_not_go(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" may not ")(s)?;
    // "Emperor may not deploy to Coruscant": a card named by its title (capitalised words, no
    // plural kind), whoever's it is; only as a deploy to places (below).
    let named = matches!(&who, Who::Any(w) if one_name(w));
    if !named && !matches!(who, Who::Yours(_) | Who::Opponents(_)) {
        return Err(verify_fail(s));
    }
    let movement = Acts::movement().kinds().filter(|&k| k != ActKind::Relocate);
    let moving = movement.fold(Acts::NONE, |a, k| a.with(k));
    let (s, acts) = alt((
        value(moving.with(ActKind::Deploy), kw(" may not deploy or move")),
        value(moving.with(ActKind::Deploy), kw(" may not move or deploy")),
        value(Acts::NONE.with(ActKind::Deploy), kw(" may not deploy")),
        value(moving, kw(" may not move")),
        value(Acts::NONE.with(ActKind::React), kw(" may not 'react'")),
    ))
    .parse(s)?;
    // "you may not deploy characters to …": the kind deployed is whom it names.
    let deploy_only = acts == Acts::NONE.with(ActKind::Deploy);
    if named && !(deploy_only && s.starts_with(" to ")) {
        return Err(verify_fail(s));
    }
    // "opponent may not deploy Executor": cards it names by title or kind, nowhere.
    if deploy_only
        && let Some(names) = s.strip_prefix(' ')
        && let Some(who) = named_nowhere(&who, names)
    {
        return Ok((
            "",
            Fact::MayNotGoTo {
                who,
                acts,
                to: ANYWHERE.to_string(),
                from_here: false,
            },
        ));
    }
    let (s, who) = match (s.strip_prefix(' ').and_then(|r| r.split_once(" to ")), who) {
        (Some((kind, tail)), Who::Yours(w)) if deploy_only && w.is_empty() => (
            &s[s.len() - tail.len() - 4..],
            Who::Yours(kind.trim().to_string()),
        ),
        (Some((kind, tail)), Who::Opponents(w)) if deploy_only && w.is_empty() => (
            &s[s.len() - tail.len() - 4..],
            Who::Opponents(kind.trim().to_string()),
        ),
        (_, w) => (s, w),
    };
    let (s, from_here) = opt(delimited(
        kw(" from same site as "),
        take_while1(|c: char| c.is_alphanumeric() || c == '-' || c == '\''),
        tag(" "),
    ))
    .parse(s)?;
    let s = if from_here.is_some() {
        s
    } else {
        tag(" ").parse(s)?.0
    };
    let (_, places) = preceded(kw("to "), rest).parse(s)?;
    let lower = format!(" {} ", places.to_lowercase());
    let related = RELATED_PLACES.contains(&lower.trim());
    if places.is_empty() || (!related && NOT_ONLY_PLACES.iter().any(|w| lower.contains(w))) {
        return Err(verify_fail(s));
    }
    Ok((
        "",
        Fact::MayNotGoTo {
            who,
            acts,
            to: places.to_string(),
            from_here: from_here.is_some(),
        },
    ))
}

/// A location's price on its own side's occupation ("If you occupy, opponent must use +1
/// Force to move from here using landspeed", "Unless you occupy, you must first use 1 Force to
/// deploy a non-scout character here", "While you occupy, opponent's [Presence] droids require
/// +1 Force to move to here"): the price, on that condition.
fn occupied_price(s: &str) -> R<'_, Fact> {
    let (s, unless) = alt((
        value(false, kw("if you occupy, ")),
        value(false, kw("while you occupy, ")),
        value(true, kw("unless you occupy, ")),
    ))
    .parse(s)?;
    // Each fact on the one condition.
    let on = |fact| {
        Box::new(Fact::IfYouOccupy {
            unless,
            fact: Box::new(fact),
        })
    };
    // "Unless you occupy, Vader may not deploy here and opponent's characters … deploy and
    // move to here for +2 Force": a limit and the two prices, each on the one condition.
    const JOINT: &str = " may not deploy here and ";
    if let Some(i) = s.to_ascii_lowercase().find(JOINT) {
        let (limit_words, prices) = (&s[..i + JOINT.len() - 5], &s[i + JOINT.len()..]);
        if let Ok(("", limit @ Fact::MayNotDeployHere { .. })) = may_not_deploy_here(limit_words)
            && let Ok((rest, (deploy, moving))) = deploy_and_move_here(prices)
        {
            let prices = Box::new(Fact::Both(on(deploy), on(moving)));
            return Ok((rest, Fact::Both(on(limit), prices)));
        }
    }
    // Two prices on the one condition: each is a fact of its own kind.
    if let Ok((s, (deploy, moving))) = deploy_and_move_here(s) {
        return Ok((s, Fact::Both(on(deploy), on(moving))));
    }
    let (s, fact) = alt((must_use_force, require_force, deploy_cost_here)).parse(s)?;
    if matches!(fact, Fact::DeployCostHere { to: Some(_), .. }) {
        return Err(verify_fail(s));
    }
    let fact = Fact::IfYouOccupy {
        unless,
        fact: Box::new(fact),
    };
    Ok((s, fact))
}

/// "Your non-scavenger characters deploy and move to here for +1 Force": a price to deploy
/// here, and one to move to here, for those it names.
fn deploy_and_move_here(s: &str) -> R<'_, (Fact, Fact)> {
    let (s, who) = who_until(" deploy and move to here for ")(s)?;
    let (s, n) = all_consuming(delimited(
        kw(" deploy and move to here for "),
        signed,
        kw(" force"),
    ))
    .parse(s)?;
    if !plain_grantee(&who) {
        return Err(verify_fail(s));
    }
    let cost = Cost::By(n);
    Ok((
        s,
        (
            Fact::DeployCostHere {
                cost,
                who: who.clone(),
                to: None,
            },
            Fact::MoveCostHere {
                cost,
                who,
                between: None,
                way: Way::To,
                by_landspeed: false,
            },
        ),
    ))
}

/// "Opponent must use +1 Force to move from here using landspeed", "Opponent must first use 1
/// Force to move a character from here", "You must first use 1 Force to deploy a non-scout
/// character here": more Force for those it names to move from (deploy to) here.
fn must_use_force(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" must ")(s)?;
    let (s, _) = alt((kw(" must first use "), kw(" must use "))).parse(s)?;
    let (s, n) = signed(s)?;
    let (s, _) = kw(" Force to ").parse(s)?;
    let with_kind = |who: &Who, kind: &str| match who {
        Who::Yours(w) if w.is_empty() => Who::Yours(kind.to_string()),
        Who::Opponents(w) if w.is_empty() => Who::Opponents(kind.to_string()),
        w => w.clone(),
    };
    let moving = |who: Who, by_landspeed| Fact::MoveCostHere {
        cost: Cost::By(n),
        who,
        between: None,
        way: Way::From,
        by_landspeed,
    };
    alt((
        map(all_consuming(kw("move from here using landspeed")), |_| {
            moving(who.clone(), true)
        }),
        map(all_consuming(kw("move a character from here")), |_| {
            moving(with_kind(&who, "characters"), false)
        }),
        map(
            all_consuming(delimited(
                kw("deploy a "),
                take_until(" character here"),
                kw(" character here"),
            )),
            |kind: &str| Fact::DeployCostHere {
                cost: Cost::By(n),
                who: with_kind(&who, &format!("{kind} characters")),
                to: None,
            },
        ),
    ))
    .parse(s)
}

/// "Opponent's [Presence] droids require +1 Force to move to here": more Force for those it
/// names to move to here.
fn require_force(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" require ")(s)?;
    let (s, _) = kw(" require ").parse(s)?;
    let (s, n) = signed(s)?;
    let (s, _) = all_consuming(kw(" Force to move to here")).parse(s)?;
    let fact = Fact::MoveCostHere {
        cost: Cost::By(n),
        who,
        between: None,
        way: Way::To,
        by_landspeed: false,
    };
    Ok((s, fact))
}

/// A location's move prices: "[During your move phase, ][you ]may move free between here and
/// X", "You move to here using landspeed for free", "Imperials move to here using landspeed
/// for free", "Your characters may move from here using their landspeed for free", "Fetts may
/// move to and from here for free", "Maul moves to here for free when using his landspeed",
/// "Your movement to here requires +1 Force", "Your starfighters land here for free".
fn move_cost_here(s: &str) -> R<'_, Fact> {
    let between = |b: &str| Fact::MoveCostHere {
        cost: Cost::Free,
        who: Who::Yours(String::new()),
        between: Some(b.to_string()),
        way: Way::Either,
        by_landspeed: false,
    };
    alt((
        map(
            all_consuming(preceded(
                (
                    opt(kw("during your move phase, ")),
                    opt(kw("you ")),
                    kw("may move between here and "),
                ),
                terminated(take_until(" for free"), kw(" for free")),
            )),
            between,
        ),
        map(
            all_consuming(preceded(
                (
                    opt(kw("during your move phase, ")),
                    opt(kw("you ")),
                    kw("may move free between here and "),
                ),
                rest,
            )),
            between,
        ),
        movement_requires,
        moves_way_here,
        here_moves_to_free,
        shuttle_free_to,
    ))
    .parse(s)
}

/// A location's (or a card's on a location) "Opponent's Star Cruisers are deploy +2 (and may
/// not deploy here)": a price of those cards' deploys here and, beside it, a limit that they
/// may not deploy here at all ([`Fact::Both`]; the limit decides where both hold). Behind a
/// condition of the side's own ("If you occupy with a Star Destroyer, …"), each holds on it
/// ([`control_condition`]).
fn deploy_price_and_not_here(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" are deploy ")(s)?;
    let (s, n) = preceded(kw(" are deploy "), signed).parse(s)?;
    let (s, _) = all_consuming(kw(" (and may not deploy here)")).parse(s)?;
    if !plain_grantee(&who) {
        return Err(verify_fail(s));
    }
    Ok((
        s,
        Fact::Both(
            Box::new(Fact::DeployCostHere {
                cost: Cost::By(n),
                who: who.clone(),
                to: None,
            }),
            Box::new(Fact::MayNotDeployHere {
                who,
                deploys: true,
                moves: false,
                if_you_occupy: false,
            }),
        ),
    ))
}

/// A card's (an Effect's on a location) "Your troopers and combat vehicles may shuttle to
/// related sites for free": its side's shuttles of the cards it names from where it stands to
/// the places named cost nothing ([`Fact::MoveCostHere`] from here, `between` those places;
/// the sentence bears on shuttling only).
fn shuttle_free_to(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" may shuttle to ")(s)?;
    let (s, _) = kw(" may shuttle to ").parse(s)?;
    let (s, places) = take_until(" for free")(s)?;
    let (s, _) = all_consuming(kw(" for free")).parse(s)?;
    let plain_places = !places.is_empty()
        && !places.contains(['(', ',', ';', ':'])
        && ![" if ", " while ", " unless ", " when ", " and ", "here"]
            .iter()
            .any(|w| places.contains(w));
    if !plain_grantee(&who) || !plain_places || !matches!(who, Who::Yours(_)) {
        return Err(verify_fail(s));
    }
    Ok((
        s,
        Fact::MoveCostHere {
            cost: Cost::Free,
            who,
            between: Some(places.to_string()),
            way: Way::From,
            by_landspeed: false,
        },
    ))
}

/// "To here", "from here", "to and from here", "to or from here".
fn way_here(s: &str) -> R<'_, Way> {
    alt((
        value(Way::Either, kw(" to and from here")),
        value(Way::Either, kw(" to or from here")),
        value(Way::To, kw(" to here")),
        value(Way::From, kw(" from here")),
        // A card's, of the site where it stands: "Your battle droids may move from this site
        // for free".
        value(Way::From, kw(" from this site")),
        value(Way::From, kw(" from same site")),
    ))
    .parse(s)
}

/// "When using his landspeed", "using their landspeed" (before or after the price).
fn using_landspeed(s: &str) -> R<'_, &str> {
    preceded(
        (opt(kw(" when")), kw(" using ")),
        alt((
            kw("landspeed"),
            kw("his landspeed"),
            kw("her landspeed"),
            kw("their landspeed"),
        )),
    )
    .parse(s)
}

/// "For free", "for +1 Force".
fn move_price(s: &str) -> R<'_, Cost> {
    alt((
        value(Cost::Free, kw(" for free")),
        map(
            delimited(kw(" for "), recognize((one_of("+-"), digit1)), kw(" force")),
            |n: &str| Cost::By(n.parse().unwrap_or(0)),
        ),
        map(delimited(kw(" for "), digit1, kw(" force")), |n: &str| {
            Cost::Is(n.parse().unwrap_or(0))
        }),
    ))
    .parse(s)
}

/// "Fetts may move to and from here for free", "Maul moves to here for free when using his
/// landspeed", "Imperials move to here using landspeed for free", "Your starfighters take
/// off and land here for free".
fn moves_way_here(s: &str) -> R<'_, Fact> {
    let (s, who) = alt((
        who_until(" may move "),
        who_until(" moves "),
        who_until(" move "),
        who_until(" take off and land "),
        who_until(" land "),
        // "You may shuttle to and from here for free": the "may" is no part of whom it names.
        who_until(" may shuttle "),
        who_until(" shuttle "),
    ))
    .parse(s)?;
    let (s, _) = opt(kw(" may")).parse(s)?;
    let (s, way) = alt((
        preceded(alt((kw(" moves"), kw(" move"))), way_here),
        // "You shuttle from here for free", "Your characters shuttle to and from here for
        // free": a shuttle's price (the sentence bears on shuttling only).
        preceded(kw(" shuttle"), way_here),
        value(Way::Either, kw(" take off and land here")),
        value(Way::To, kw(" land here")),
    ))
    .parse(s)?;
    // Whom it names holds no act of its own ("Kilian, Mace, and clones deploy -1 aboard and
    // shuttle from here for free" is two facts, not one).
    if matches!(&who, Who::Yours(x) | Who::Opponents(x) | Who::Any(x) if !bears_on(x).is_empty()) {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    let (s, before) = opt(using_landspeed).parse(s)?;
    let (s, cost) = move_price(s)?;
    let (s, after) = all_consuming(opt(using_landspeed)).parse(s)?;
    Ok((
        s,
        Fact::MoveCostHere {
            cost,
            who,
            between: None,
            way,
            by_landspeed: before.is_some() || after.is_some(),
        },
    ))
}

/// A card's price of its side's moves from where it stands to places of a kind: "Your
/// characters here move (using landspeed) to sites opponent occupies for free". Read as a price
/// of moves from here ([`Fact::MoveCostHere`], `between` the places as written, held where the
/// card stands), by landspeed where it says so; whether the other end is such a place (who
/// occupies it) the board settles.
fn here_moves_to_free(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" here move ")(s)?;
    let (s, _) = kw(" here move ").parse(s)?;
    let (s, landspeed) = opt(kw("(using landspeed) ")).parse(s)?;
    let (s, _) = kw("to ").parse(s)?;
    let (s, places) = take_until(" for free")(s)?;
    let (s, _) = all_consuming(kw(" for free")).parse(s)?;
    let plain_places = !places.is_empty()
        && !places.contains(['(', ',', ';', ':'])
        && ![" if ", " while ", " unless ", " when ", " and "]
            .iter()
            .any(|w| places.contains(w));
    if !plain_grantee(&who) || !plain_places || !matches!(who, Who::Yours(_)) {
        return Err(verify_fail(s));
    }
    Ok((
        s,
        Fact::MoveCostHere {
            cost: Cost::Free,
            who,
            between: Some(places.to_string()),
            way: Way::From,
            by_landspeed: landspeed.is_some(),
        },
    ))
}

/// "Your movement to here requires +1 Force", "Your movement to or from here requires +1
/// Force".
fn movement_requires(s: &str) -> R<'_, Fact> {
    let (s, who) = alt((
        value(Who::Yours(String::new()), kw("your movement")),
        value(Who::Opponents(String::new()), kw("opponent's movement")),
    ))
    .parse(s)?;
    let (s, way) = way_here(s)?;
    let (s, n) = all_consuming(delimited(kw(" requires "), signed, kw(" force"))).parse(s)?;
    Ok((
        s,
        Fact::MoveCostHere {
            cost: Cost::By(n),
            who,
            between: None,
            way,
            by_landspeed: false,
        },
    ))
}

/// A location's "Your Wampas deploy free here", "Your Jedi deploy +2 here", "Opponent's
/// characters deploy +1 here".
fn deploy_cost_here(s: &str) -> R<'_, Fact> {
    // "If you control, …" (Bespin's): the price holds only so; the condition is part of the
    // fact (read as the side's control of the location, which the board may not settle).
    let (s, lead) = opt(alt((
        kw("if you control, "),
        kw("if you occupy, "),
        kw("if you control with "),
    )))
    .parse(s)?;
    let wrap = |fact: Fact| -> Option<Fact> {
        match lead.map(str::to_lowercase).as_deref() {
            None => Some(fact),
            Some("if you control, ") => Some(Fact::While {
                condition: "controlled by the side whose text it is".into(),
                fact: Box::new(fact),
            }),
            Some("if you occupy, ") => Some(Fact::IfYouOccupy {
                unless: false,
                fact: Box::new(fact),
            }),
            _ => None,
        }
    };
    let (s, who) = who_until(" deploy ")(s)?;
    let (s, _) = kw(" deploy ").parse(s)?;
    let (s, c) = cost(s)?;
    // "T-16s deploy free (and are power +2) here": an aside that bears on no act. One that
    // gives another price ("(or 2 is freighter)") is no aside: its price is not dropped.
    let (s, a) = aside(s)?;
    if a.is_some_and(|a| !bears_on(a).is_empty() || another_price(a)) {
        return Err(verify_fail(s));
    }
    let (s, to) = all_consuming(alt((
        value(None, kw(" here")),
        map(preceded(kw(" aboard "), rest), |r: &str| {
            Some(format!("aboard {r}"))
        }),
        map(preceded(kw(" to "), rest), |r: &str| {
            Some(format!("to {r}"))
        }),
        map(preceded(kw(" on "), rest), |r: &str| {
            Some(format!("on {r}"))
        }),
    )))
    .parse(s)?;
    // "… deploy -1 aboard and shuttle from here for free": a second act is a second fact.
    if to
        .as_deref()
        .is_some_and(|t| t.contains(" and ") && bears_on(t).kinds().count() > 0)
    {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    // "Your troopers deploy -1 to Endor sites, and your Force drains there may not be
    // modified": the place ends at a clause.
    let (to, after) = match to {
        Some(t) => {
            let (t, after) = super::place_end::split(&t);
            (Some(t.to_string()), after.map(str::to_string))
        }
        None => (None, None),
    };
    let place = to.clone();
    match wrap(Fact::DeployCostHere { cost: c, who, to })
        .and_then(|f| after_place(f, after.as_deref(), place.as_deref()))
    {
        Some(fact) => Ok((s, fact)),
        None => Err(verify_fail(s)),
    }
}

/// Does an aside give another price ("or 2 if freighter", "or -2 if an admiral", "or free if
/// …")? The words inside the brackets, or with them.
fn another_price(aside: &str) -> bool {
    let a = aside
        .trim()
        .trim_start_matches('(')
        .trim_start()
        .to_lowercase();
    a.strip_prefix("or ").is_some_and(|r| {
        r.starts_with(|c: char| c.is_ascii_digit() || c == '+' || c == '-')
            || r.starts_with("free")
            || r.starts_with("for ")
    })
}

/// A card's "Subtracts 1 from deploy cost of each of your capital starships at same system",
/// "… of each of your starfighters to same docking bay", "Adds 1 to deploy cost of each
/// opponent's droid (and your 'mouse' droids) when deploying to same location", "… of Bounty
/// hunters at same site (Boba Fett deploy free)": a price on the deploys of the cards it names
/// to where the card stands (as a location's "… deploy -1 here"; the aside's other cards and
/// price, a second fact). "Same system" ("same site", "same docking bay") is where it stands
/// while that is one: the price holds on that condition, which the board settles. Any other
/// words (a time, a place beside it, "adjacent") are not this template's.
fn cost_of_others_here(s: &str) -> R<'_, Fact> {
    let (s, sign) = alt((value(-1i64, kw("subtracts ")), value(1i64, kw("adds ")))).parse(s)?;
    let (s, n) = digit1(s)?;
    let n: i64 = n.parse().map_err(|_| verify_fail(s))?;
    let word = if sign < 0 {
        " from deploy cost of "
    } else {
        " to deploy cost of "
    };
    let (s, _) = tag_no_case(word).parse(s)?;
    let lower = s.to_lowercase();
    let Some((at, lead)) = [" at same ", " to same ", " when deploying to same "]
        .iter()
        .filter_map(|w| lower.find(w).map(|i| (i, w.len())))
        .min()
    else {
        return Err(verify_fail(s));
    };
    let (words, place) = (&s[..at], &s[at + lead..]);
    let (place, kind) =
        alt((kw("system"), kw("site"), kw("location"), kw("docking bay"))).parse(place)?;
    let (_, aside_after) = all_consuming(aside).parse(place)?;
    // "each opponent's droid (and your 'mouse' droids)": a second kind of card it prices.
    let (words, also) = match words.strip_suffix(')').and_then(|w| w.split_once(" (and ")) {
        Some((w, a)) => (w, Some(a)),
        None => (words, None),
    };
    let plain = |w: &str| {
        let l = w.to_lowercase();
        !w.is_empty()
            && !w.contains([',', '(', ')', ';', ':'])
            && ![
                " when ",
                " while ",
                " if ",
                " to ",
                " deploying",
                " adjacent",
            ]
            .iter()
            .any(|x| l.contains(x))
    };
    // Two facts at most: the checks split a sentence in two, no further.
    if !plain(words) || also.is_some_and(|a| !plain(a)) || (also.is_some() && aside_after.is_some())
    {
        return Err(verify_fail(s));
    }
    let whose = super::words::whose;
    // "(Boba Fett deploy free)": the price of the cards it names there.
    let other = match aside_after {
        None => None,
        Some(a) => {
            let (named, price) = a
                .split_once(" deploys ")
                .or_else(|| a.split_once(" deploy "))
                .ok_or_else(|| verify_fail(s))?;
            let (_, c) = all_consuming(cost).parse(price)?;
            if !plain(named) {
                return Err(verify_fail(s));
            }
            Some((whose(named), c))
        }
    };
    let kind = kind.to_lowercase();
    let here = |who: Who, cost: Cost| {
        let fact = Fact::DeployCostHere {
            cost,
            who,
            to: None,
        };
        match kind.as_str() {
            "location" => fact,
            k => Fact::While {
                condition: format!("at a {k}"),
                fact: Box::new(fact),
            },
        }
    };
    let by = Cost::By(sign * n);
    let mut fact = here(whose(words), by);
    for (who, cost) in also.map(|a| (whose(a), by)).into_iter().chain(other) {
        fact = Fact::Both(Box::new(fact), Box::new(here(who, cost)));
    }
    Ok(("", fact))
}

/// A deploy's price, whoever's: "[If you control, ]{who} deploy[s] {price}[ (aside)][ here |
/// aboard [X] | to X | at X | on X][ if …]". The whole sentence is the price: one that goes on
/// to other effects ("and power +1 here") is not this template's.
fn deploy_price(s: &str) -> R<'_, Fact> {
    let s = s.strip_prefix("Also, ").unwrap_or(s);
    let (s, condition) = opt(terminated(
        recognize((
            alt((
                kw("if "),
                kw("while "),
                kw("unless "),
                kw("at "),
                kw("when "),
            )),
            take_until(", "),
        )),
        tag(", "),
    ))
    .parse(s)?;
    let (s, who) = alt((
        value(Who::Itself, alt((kw("deploys"), kw("deploy")))),
        terminated(who_until(" deploys "), kw(" deploys")),
        terminated(who_until(" deploy "), kw(" deploy")),
    ))
    .parse(s)?;
    // "Proton Torpedoes deploy and fire free aboard": the price is both's.
    let (s, _) = opt(alt((kw(" and fires"), kw(" and fire")))).parse(s)?;
    // "Guri deploys aboard for free", "… may deploy aboard for free": where, then the price.
    if let Ok((rest, _)) = all_consuming((kw(" aboard for free"),)).parse(s) {
        return Ok((
            rest,
            Fact::DeployPrice {
                cost: Cost::Free,
                who: plain_who(who),
                place: Some("aboard".to_string()),
                condition: condition.map(str::to_string),
            },
        ));
    }
    // "Your Immediate Effects may deploy for free": a price, whoever may.
    let may =
        matches!(&who, Who::Yours(x) | Who::Opponents(x) | Who::Any(x) if x.ends_with(" may"));
    let who = plain_who(who);
    let (s, _) = char(' ').parse(s)?;
    let (s, c) = alt((
        cost,
        value(Cost::Free, kw("for free")),
        // "[Death Star 2] Vader is deploy = 6": what it costs, whatever its printed cost.
        map(preceded(tag("= "), digit1), |n: &str| {
            Cost::Is(n.parse().unwrap_or(0))
        }),
    ))
    .parse(s)?;
    let (s, aside) = aside(s)?;
    let (s, tail) = rest(s)?;
    // "Your TIEs are deploy -1, forfeit +2 and destiny +2", "Deploy -1 and power +3 at any
    // cloud sector": the other stats it changes bear on no act; where follows them.
    let stats = |t: &str| {
        let t = t.to_lowercase();
        [
            "power",
            "forfeit",
            "destiny",
            "immun",
            "attrition",
            "alter",
            "armor",
            "maneuver",
            "hyperspeed",
            "ability",
            "+",
            "=",
            " is ",
            " are ",
        ]
        .iter()
        .any(|w| t.contains(w))
    };
    let (effects, tail) = if tail.starts_with(", ") || tail.starts_with(" and ") {
        let l = tail.to_lowercase();
        let cut = [" at ", " to ", " here", " on ", " aboard "]
            .iter()
            .filter_map(|w| l.find(w))
            .min()
            .filter(|&i| !stats(&tail[i..]))
            .unwrap_or(tail.len());
        (&tail[..cut], &tail[cut..])
    } else {
        ("", tail)
    };
    let conditional = [" if ", " when ", " while ", " unless ", ":"]
        .iter()
        .any(|w| effects.to_lowercase().contains(w));
    let who_clause = matches!(&who, Who::Yours(x) | Who::Opponents(x) | Who::Any(x)
        if [":", " is "].iter().any(|w| x.contains(w)))
        || (may && c != Cost::Free);
    if effects.contains(';') || !bears_on(effects).is_empty() || conditional || who_clause {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    let tail = tail.trim();
    let lower = tail.to_lowercase();
    let other_effects = [
        " and ", ", ", ";", "power", "forfeit", "fire", "immune", "shuttle",
    ]
    .iter()
    .any(|w| lower.contains(w) || aside.is_some_and(|a| a.to_lowercase().contains(w.trim())));
    let who_more = matches!(&who, Who::Yours(x) | Who::Opponents(x) | Who::Any(x) if x.ends_with(" may") || x.ends_with(" is") || x.contains(" are "));
    let (place, cond) = match lower.find(" if ").or_else(|| lower.find(" when ")) {
        Some(i) => (&tail[..i], Some(tail[i + 1..].to_string())),
        None if ["if ", "when ", "for each "]
            .iter()
            .any(|w| lower.starts_with(w)) =>
        {
            ("", Some(tail.to_string()))
        }
        None => (tail, None),
    };
    let place_lower = place.to_lowercase();
    let a_place = place.is_empty()
        || ["here", "there", "aboard", "to ", "at ", "on ", "in "]
            .iter()
            .any(|w| place_lower.starts_with(w));
    if other_effects || who_more || !a_place {
        return Err(nom::Err::Error(nom::error::Error::new(
            s,
            nom::error::ErrorKind::Verify,
        )));
    }
    if let (Some(f), None, None) = (or_if_price(aside, c, &who, place), condition, &cond) {
        return Ok((s, f));
    }
    let condition = [
        condition.map(str::to_string),
        cond,
        aside.map(|x| format!("({x})")),
    ]
    .into_iter()
    .flatten()
    .reduce(|a, b| format!("{a}; {b}"));
    Ok((
        s,
        Fact::DeployPrice {
            cost: c,
            who,
            place: Some(place.trim().to_string()).filter(|p| !p.is_empty()),
            condition,
        },
    ))
}

/// "Your Star Destroyers deploy -2 (or -1 if Victory class) to Death Star system": the price
/// ([`deploy_price`]'s `cost`, `who`, `place`), or another where the bracket's condition holds.
fn or_if_price(aside: Option<&str>, cost: Cost, who: &Who, place: &str) -> Option<Fact> {
    let (n, when) = aside?.strip_prefix("or ")?.split_once(" if ")?;
    let (_, k) = all_consuming(signed).parse(n).ok()?;
    if when.is_empty() || when.contains([',', ';', '(']) || !bears_on(when).is_empty() {
        return None;
    }
    let fact = Fact::DeployPrice {
        cost,
        who: who.clone(),
        place: Some(place.trim().to_string()).filter(|p| !p.is_empty()),
        condition: None,
    };
    Some(Fact::PriceOrIf {
        fact: Box::new(fact),
        cost: Cost::By(k),
        condition: when.to_string(),
    })
}

/// Whom a price names, without its verb's words: `each Imperial is` is `Imperial`, `your
/// characters and vehicles are each` is `your characters and vehicles`.
fn plain_who(who: Who) -> Who {
    let trim = |w: String| {
        let mut w = w.as_str();
        for end in [" are each", " is each", " are", " is", " may"] {
            w = w.strip_suffix(end).unwrap_or(w);
        }
        for start in ["each ", "all "] {
            w = w.strip_prefix(start).unwrap_or(w);
        }
        w.to_string()
    };
    match who {
        Who::Yours(w) => Who::Yours(trim(w)),
        Who::Opponents(w) => Who::Opponents(trim(w)),
        Who::Any(w) => match trim(w) {
            w if w.eq_ignore_ascii_case("your") => Who::Yours(String::new()),
            w => Who::Any(w),
        },
        Who::Itself => Who::Itself,
    }
}

/// A location's "Your spies may not deploy here", "Opponent may not deploy or move to same
/// site" (of the card's own site), a device's "Droids may not deploy to same site", a
/// character's "Opponent's spies, gamblers and thieves may not deploy or move to same site".
fn may_not_deploy_here(s: &str) -> R<'_, Fact> {
    // "Unless you occupy, your spies may not deploy here": the limit while its side does not
    // occupy the location (not whom it names).
    if let Ok((rest, _)) = kw("unless you occupy, ").parse(s) {
        let (s, fact) = may_not_deploy_here(rest)?;
        if matches!(
            fact,
            Fact::MayNotDeployHere {
                if_you_occupy: true,
                ..
            }
        ) {
            return Err(verify_fail(s));
        }
        let fact = Box::new(fact);
        return Ok((s, Fact::IfYouOccupy { unless: true, fact }));
    }
    // "During your first turn, AT-ATs may not deploy here": the limit only in that turn, a
    // condition the judge names where the board does not settle it (it records no turn's
    // number).
    if let Ok((rest, _)) = kw("during your first turn, ").parse(s) {
        let (s, fact) = may_not_deploy_here(rest)?;
        let condition = "during your first turn".to_string();
        let fact = Box::new(fact);
        return Ok((s, Fact::While { condition, fact }));
    }
    let (s, occupy) = opt(kw("if you occupy, ")).parse(s)?;
    let (s, who) = who_until(" may not ")(s)?;
    // A time or condition before the cards it names is no card's name ("When …, X may not
    // deploy here"): not read without it.
    if let Who::Yours(w) | Who::Opponents(w) | Who::Any(w) = &who
        && w.contains(", ")
        && [
            "during ", "if ", "while ", "when ", "unless ", "until ", "for ",
        ]
        .iter()
        .any(|c| w.to_lowercase().starts_with(c))
    {
        return Err(verify_fail(s));
    }
    let (s, (deploys, moves)) = alt((
        value((true, true), kw(" may not deploy or move")),
        value((true, false), kw(" may not deploy")),
        value((false, true), kw(" may not move")),
    ))
    .parse(s)?;
    let (s, _) = all_consuming(alt((
        kw(" here"),
        kw(" to here"),
        kw(" to this site"),
        kw(" to this location"),
        kw(" to same site"),
        kw(" to same location"),
    )))
    .parse(s)?;
    Ok((
        s,
        Fact::MayNotDeployHere {
            who,
            deploys,
            moves,
            if_you_occupy: occupy.is_some(),
        },
    ))
}

/// A docking bay's "Your docking bay transit from here requires 1 Force" (read by the transit
/// rules from the catalog's `transit` sentences).
/// A character's "Your docking bay transit is free when moving to or from same site": its side's
/// transit to or from the site where it stands costs nothing.
fn transit_free_at_its_site(s: &str) -> R<'_, Fact> {
    value(
        Fact::TransitFreeAtItsSite,
        all_consuming((
            kw("your docking bay transit is free when moving "),
            alt((kw("to or from"), kw("from or to"))),
            kw(" same site"),
        )),
    )
    .parse(s)
}

fn transit_cost(s: &str) -> R<'_, Fact> {
    let (s, _) = alt((
        kw("your docking bay transit "),
        kw("docking bay transit "),
        kw("your transit "),
    ))
    .parse(s)?;
    let (s, _) = opt(alt((
        kw("from here "),
        kw("to here "),
        kw("to or from here "),
        kw("to and from here "),
    )))
    .parse(s)?;
    let (s, _) = alt((kw("requires "), kw("is "))).parse(s)?;
    let (s, _) = rest(s)?;
    Ok((s, Fact::TransitCost))
}

/// What an Effect, device or weapon deploys on: "Deploy on table", "Use 2 Force to deploy on
/// your Star Destroyer", "Deploy on one of your warriors or bounty hunters", "Deploy beside
/// either player's Lost Pile"; and on a condition: "If Jakku on table, deploy on table",
/// "Unless Massassi Throne Room on table, deploy on table", "If Han is frozen, use 1 Force to
/// deploy Immediate Effect on table", "… deploy on table if Maul present with Obi-Wan". A
/// price to deploy it ("Use 2 Force") is its deploy cost, read with it
/// ([`super::prices::with_use_price`]); Force lost to deploy it ("Lose 2 Force") is no price
/// paid from the Force Pile, and the rules take it as paid.
fn deploy_on(s: &str) -> R<'_, Fact> {
    let lower = s.to_lowercase();
    let (cond, s) = if lower.starts_with("if ") || lower.starts_with("unless ") {
        let at = [", deploy ", ", use ", ", lose "]
            .iter()
            .filter_map(|w| lower.rfind(w))
            .max()
            .ok_or_else(|| {
                nom::Err::Error(nom::error::Error::new(s, nom::error::ErrorKind::Verify))
            })?;
        (Some(&s[..at]), &s[at + 2..])
    } else {
        (None, s)
    };
    let (s, paid) = opt((
        alt((kw("use "), kw("lose "))),
        digit1,
        kw(" force"),
        aside,
        kw(" to "),
    ))
    .parse(s)?;
    let (s, _) = alt((kw("deploy "), kw("deploys "))).parse(s)?;
    let (s, _) = opt(alt((
        kw("immediate effect "),
        kw("utinni effect "),
        kw("effect "),
    )))
    .parse(s)?;
    let (s, way) = alt((kw("on "), kw("at "), kw("beside "), kw("between "))).parse(s)?;
    let (s, target) = rest(s)?;
    let way = way.to_lowercase();
    let mut target = if way == "on " || way == "at " {
        target.to_string()
    } else {
        format!("{way}{target}")
    };
    let mut condition = cond.map(|c| {
        let mut c = c.to_string();
        c[..1].make_ascii_lowercase();
        c
    });
    // "… deploy on table if Maul present with Obi-Wan": the condition after.
    // "Deploy on your Imperial warrior; warrior is power +1": what follows is no act. "Deploy
    // on a Star Destroyer or vehicle; it may not 'react'": more than where, not read here.
    let mut depth = 0i32;
    let semicolon = target.char_indices().find_map(|(i, c)| {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ';' if depth == 0 => return Some(i),
            _ => {}
        }
        None
    });
    if let Some(i) = semicolon {
        if !bears_on(&target[i..]).is_empty() {
            return Err(nom::Err::Error(nom::error::Error::new(
                s,
                nom::error::ErrorKind::Verify,
            )));
        }
        target.truncate(i);
    }
    // "Deploy on your warrior, and it is power +1", "Deploy on Tatooine for 1 Force from each
    // player's Force Pile": the target ends where a clause starts.
    let (head, after) = super::place_end::split(&target);
    let (head, after) = (head.len(), after.map(str::to_string));
    target.truncate(head);
    // "… starship (even if 'concealed') if your bounty hunter … is on table": the first " if "
    // outside brackets.
    let mut depth = 0i32;
    let outside = target.char_indices().find_map(|(i, c)| {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ' ' if depth == 0 && target[i..].starts_with(" if ") => return Some(i),
            _ => {}
        }
        None
    });
    if let Some(i) = outside
        && condition.is_none()
    {
        condition = Some(target[i + 1..].to_string());
        target.truncate(i);
    }
    // "Use 2 Force to deploy on …": its price too (`prices::with_use_price`).
    let on = Fact::DeployOn { target, condition };
    let fact = super::prices::with_use_price(on, paid.map(|(v, n, ..)| (v, n)));
    after_place(fact, after.as_deref(), None)
        .map(|f| (s, f))
        .ok_or_else(|| verify_fail(s))
}

/// An Objective's (Epic Event's, Effect's) "[For remainder of game,] you may not deploy Jedi,
/// Sandwhirl or cards with ability except …": a list of the cards its owner may not deploy.
/// A list that says where, when or on what condition ("… starships here", "… this turn",
/// "… while a Jedi on table", "… to interior Naboo sites") is another sentence, left unread.
fn side_may_not_deploy(s: &str) -> R<'_, Fact> {
    let (s, lasting) = opt(kw("for remainder of game, ")).parse(s)?;
    let (s, _) = kw("you may not deploy ").parse(s)?;
    let (s, what) = rest(s)?;
    let l = format!(" {} ", what.to_lowercase());
    let open = [
        " here ",
        " to ",
        " on ",
        " at ",
        " this turn",
        " while ",
        " if ",
        " unless ",
        " game text",
        " lore",
        " search",
        ";",
        " remainder ",
        " from ",
        " aboard ",
    ];
    if what.is_empty() || open.iter().any(|w| l.contains(w)) {
        return Err(verify_fail(s));
    }
    Ok((
        s,
        Fact::SideMayNotDeploy {
            what: what.to_string(),
            lasting: lasting.is_some(),
        },
    ))
}

/// "During your control phase, your Lando may make a regular move", "During your deploy phase,
/// your clone here may move to a site you occupy for free", "During any deploy phase, if a
/// Padawan … at an adjacent site, Ahsoka may move to that site (using landspeed) as a regular
/// move": a move in another phase than the move phase, for the cards named.
fn move_in_phase(s: &str) -> R<'_, Fact> {
    // Matched on a lower-case copy (ASCII: the same byte offsets), kept as written.
    let l = s.to_ascii_lowercase();
    let fail = || Err(verify_fail(s));
    let Some(after) = l.strip_prefix("during ") else {
        return fail();
    };
    let (own_turn, after) = if let Some(a) = after.strip_prefix("your ") {
        (Some(true), a)
    } else if let Some(a) = after.strip_prefix("each of your ") {
        (Some(true), a)
    } else if let Some(a) = after.strip_prefix("opponent's ") {
        (Some(false), a)
    } else if let Some(a) = after.strip_prefix("any ") {
        (None, a)
    } else {
        return fail();
    };
    let Some((phase, _)) = after.split_once(' ') else {
        return fail();
    };
    let Some(body) = after[phase.len()..]
        .strip_prefix(" phase, ")
        .or_else(|| after[phase.len()..].strip_prefix(" phases, "))
    else {
        return fail();
    };
    let phases = ["activate", "control", "deploy", "battle", "draw"];
    if !phases.contains(&phase) {
        return fail();
    }
    let at = |x: &str| s.len() - x.len();
    let mut body_at = at(body);
    let mut condition = None;
    if body.starts_with("if ") {
        let Some((c, _)) = body.split_once(", ") else {
            return fail();
        };
        condition = Some(s[body_at..body_at + c.len()].to_string());
        body_at += c.len() + 2;
    }
    let body = &l[body_at..];
    let (i, verb) = match (
        body.find(" may make a regular move"),
        body.find(" may move"),
    ) {
        (Some(i), _) => (i, " may make a regular move"),
        (None, Some(i)) => (i, " may move"),
        _ => return fail(),
    };
    let who = &s[body_at..body_at + i];
    let how = &s[body_at + i + verb.len()..];
    let bad = |w: &str| {
        let w = w.to_lowercase();
        w.contains("may ") || w.contains("cannot") || w.contains(" only") || w.contains(';')
    };
    if who.is_empty() || bad(who) || bad(how) || !(how.is_empty() || how.starts_with(' ')) {
        return fail();
    }
    Ok((
        "",
        Fact::MoveInPhase {
            own_turn,
            phase: phase.to_string(),
            condition,
            who: who.to_string(),
            how: how.to_string(),
        },
    ))
}

/// "Vader follows (using landspeed for free) an opponent's character that just moved from same
/// site", "if a Rebel just moved from here, your Imperials present may follow that character
/// (using landspeed)", "… may follow (for free) an opponent's vehicle or character that just
/// moved from same site": a 'follow', a move of its own in answer to a card that just moved
/// (its price, as written, is its own), which limits no other act. A sentence that forbids or
/// limits, or that also sets a figure an act is measured by ("Landspeed = …"), is not this
/// template's.
fn follows_a_mover(s: &str) -> R<'_, Fact> {
    let l = s.to_lowercase();
    let follows =
        (l.contains(" follows ") || l.contains(" may follow ")) && l.contains(" just moved ");
    let limits = [
        "may not",
        "cannot",
        "never",
        " only",
        "must",
        "landspeed =",
        "requires",
    ]
    .iter()
    .any(|w| l.contains(w));
    if !follows || limits {
        return Err(verify_fail(s));
    }
    Ok((
        "",
        Fact::OwnAction {
            what: "a 'follow': a move of its own in answer to a card that just moved; it limits no other act",
        },
    ))
}

/// An action the card's text gives, a response to what just happened, what it does once
/// deployed, or a change for the rest of the game: its own act, not a limit on deploying or
/// moving a card by the rules.
fn own_action(s: &str) -> R<'_, Fact> {
    // "Use X Force to deploy on your warrior, where X = …": where it deploys, read by round
    // 27's template (`grammar_carddeploy`).
    if s.to_lowercase().starts_with("use x force to deploy on ") {
        return Err(verify_fail(s));
    }
    let restricts = limits(s);
    let (tail, what) = alt((
        value(
            "an action its text gives (once per turn, game or battle); it limits no other act",
            alt((
                kw("once per turn"),
                kw("once per game"),
                kw("once per battle"),
            )),
        ),
        value(
            "an action its text gives, a number of times per turn or game; it limits no other act",
            alt((
                kw("twice per turn"),
                kw("twice per game"),
                kw("three times per game"),
            )),
        ),
        value(
            "an action its text gives, once in a phase or turn; it limits no other act",
            alt((kw("once during "), kw("once each turn"))),
        ),
        value(
            "an action its text gives, for Force; it limits no other act",
            recognize((kw("use "), alt((digit1, kw("x"))), kw(" force to "))),
        ),
        value(
            "an action its text gives, in a phase; it limits no other act",
            recognize((
                alt((
                    kw("during your "),
                    kw("during any "),
                    kw("during opponent's "),
                )),
                take_until(" phase"),
                alt((kw(" phase, "), kw(" phases, "))),
            )),
        ),
        value(
            "what it does once deployed; it limits no other act",
            alt((
                kw("when deployed"),
                kw("when just deployed"),
                kw("upon deploying"),
            )),
        ),
        value(
            "a response to what was just done; it limits no other act",
            alt((
                kw("if opponent just "),
                kw("if you just "),
                kw("whenever "),
                kw("if a battle was just initiated"),
            )),
        ),
        value(
            "what the card does when played; it limits no other act",
            alt((kw("lost: "), kw("used: "), kw("starting: "))),
        ),
    ))
    .parse(s)?;
    if restricts {
        return Err(nom::Err::Error(nom::error::Error::new(
            tail,
            nom::error::ErrorKind::Verify,
        )));
    }
    Ok((tail, Fact::OwnAction { what }))
}

/// What a card does when it is played or its action is taken, in the imperative ("Relocate
/// Jar Jar to a battle just initiated at an adjacent site", "Cancel a 'react'", "Move one TIE
/// … to Death Star system for free", "Deploy a handmaiden to Amidala's location from Reserve
/// Deck"), an Objective's opening ("Hidden Base: Deploy Rendezvous Point"), a deploy from a
/// pile ("… may deploy … from Reserve Deck", "Aliens may deploy from here as if from hand"),
/// or a response to what happened ("If about to be lost, …", "If deployed to Kashyyyk, may
/// retrieve 1 Force"): an act of its own, not a limit on deploying or moving a card by the
/// rules. A sentence that forbids or limits ("may not", "cannot", "only") is not this
/// template's.
fn played_action(s: &str) -> R<'_, Fact> {
    let l = s.to_lowercase();
    // "(must be a battleground if …)": which card its own deploy takes, no limit on others.
    let must = l.contains("must ") && !l.contains("(must be a");
    let restricts = limits(s) || must || l.contains("regardless of") || l.contains("ignore");
    let verify = |s| nom::Err::Error(nom::error::Error::new(s, nom::error::ErrorKind::Verify));
    if restricts {
        return Err(verify(s));
    }
    // "Hidden Base: Deploy Rendezvous Point": an Objective's side deploys its locations.
    if let Some((head, tail)) = s.split_once(": ")
        && tail.starts_with("Deploy ")
        && head
            .split(' ')
            .all(|w| w.starts_with(|c: char| c.is_uppercase() || !c.is_alphabetic()))
    {
        return Ok((
            "",
            Fact::OwnAction {
                what: "what the Objective deploys as it starts the game (its own act); it limits no other act",
            },
        ));
    }
    let from_pile = [
        "from reserve deck",
        "from your reserve deck",
        "from lost pile",
        "from your lost pile",
        "from used pile",
        "from your used pile",
        "from opponent's lost pile",
        "as if from hand",
        "from hand",
    ]
    .iter()
    .any(|w| l.contains(w));
    if from_pile && bears_on(s).has(ActKind::Deploy) {
        return Ok((
            "",
            Fact::OwnAction {
                what: "deploys a card from a pile (or hand) by its own action; it limits no other act",
            },
        ));
    }
    // "If a Rebel just deployed or moved to a site where …, use 1 Force", "If your capital
    // starship is about to be lost, relocate …": a response to what happened.
    if let Some((cond, _)) = l.split_once(", ")
        && (l.starts_with("if ") || l.starts_with("when "))
        && (cond.contains(" just ") || cond.contains(" about to "))
    {
        return Ok((
            "",
            Fact::OwnAction {
                what: "a response to what was just done or is about to happen; it limits no other act",
            },
        ));
    }
    let (tail, what) = own_action_kind(s)?;
    Ok((tail, Fact::OwnAction { what }))
}

/// "When opponent deploys a spy or scout to same (or related) exterior site, opponent loses
/// 1 Force", "If deployed to same site as frozen Han, Leia may not battle until your next
/// turn", "You may retrieve 1 Force whenever you deploy a matching operative to …", "Lost if
/// Vader on table and opponent 'reacts' to same location as Ozzel", "Flip this card if you move
/// Leia to Yavin 4: War Room": an act is only what triggers (or conditions) the effect, and the
/// effect bears on no act. An effect that speaks of an act, its cost or a way of moving ("…,
/// that card may not move that turn", "…, adds 1 to deploy cost of …") is not this
/// template's.
fn act_only_in_trigger(s: &str) -> R<'_, Fact> {
    let lower = s.to_lowercase();
    let (mut triggers, mut effect) = (Vec::new(), lower.as_str());
    // "Flip this card if …", "Flip this card any time after …": the flip is the effect.
    if let Some(t) = effect.strip_prefix("flip this card ") {
        triggers.push(t);
        effect = "flip this card";
    }
    let openers = [
        "when ",
        "whenever ",
        "if ",
        "each time ",
        "following the turn ",
    ];
    if openers.iter().any(|o| effect.starts_with(o))
        && let Some((t, e)) = split_outside_brackets(effect, ", ")
    {
        triggers.push(t);
        effect = e;
    }
    for head in ["lost if ", "canceled if "] {
        if let Some(t) = effect.strip_prefix(head) {
            triggers.push(t);
            effect = head.trim_end_matches(" if ");
        }
    }
    if let Some((e, t)) = split_outside_brackets(effect, " whenever ") {
        triggers.push(t);
        effect = e;
    }
    // Words of moving or of a price that [`bears_on`] does not count on its own.
    let moving_words = [
        "cost",
        "hyperspeed",
        "follow",
        "transfer",
        "'fly'",
        "parsec",
        "instead",
    ];
    // "Draw movement destiny", "movement destiny is -3": a destiny drawn for a move that is
    // made, no act of its own.
    let effect = effect.replace("movement destiny", "destiny");
    let effect_is_no_act =
        bears_on(&effect).is_empty() && !moving_words.iter().any(|w| effect.contains(w));
    let act_in_trigger = triggers.iter().any(|t| !bears_on(t).is_empty());
    own_act_if(
        s,
        act_in_trigger && effect_is_no_act,
        "an effect an act only triggers (or conditions): the effect bears on no act, and it limits none",
    )
}

/// An act of the card's own (`what`, in words) when `holds`, else not the template's.
fn own_act_if<'a>(s: &'a str, holds: bool, what: &'static str) -> R<'a, Fact> {
    if holds {
        Ok(("", Fact::OwnAction { what }))
    } else {
        Err(verify_fail(s))
    }
}

/// A creature's "Defeated characters are eaten or relocated to Wampa Cave (opponent of victim
/// chooses)", "Defeated droids are relocated to an adjacent exterior site …", "Attacks
/// starfighters (defeated cards are eaten or relocated to Belly, …)": what its attack does to
/// those it defeats, its own act; it limits no other.
fn creature_victims(s: &str) -> R<'_, Fact> {
    let lower = s.to_lowercase();
    let body = lower
        .strip_prefix("attacks ")
        .and_then(|t| t.split_once(" (").map(|(_, b)| b.trim_end_matches(')')))
        .unwrap_or(&lower);
    let Some(tail) = body.strip_prefix("defeated ") else {
        return Err(verify_fail(s));
    };
    let victims = tail
        .split_once(" are eaten or relocated to ")
        .or_else(|| tail.split_once(" are relocated to "));
    own_act_if(
        s,
        victims.is_some_and(|(who, _)| !who.contains(' ') && !limits(tail)),
        "what its creature attack does to those it defeats (its own act); it limits no other act",
    )
}

/// A card's (of the site where it stands) "Opponent's characters require +1 Force to move from
/// same site using their landspeed", "Opponent's Jedi using landspeed from here require +2
/// Force", a starship's "For opponent to move a starship from here requires +1 Force". A
/// condition ("If you occupy, …"), or another place ("… from Tatooine sites"), is not this
/// template's.
fn requires_to_move_here(s: &str) -> R<'_, Fact> {
    let requires = |s| {
        preceded(
            alt((kw(" requires "), kw(" require "))),
            terminated(signed, kw(" force")),
        )
        .parse(s)
    };
    let here = alt((kw("from here"), kw("from same site")));
    // "For opponent to move a starship from here requires +1 Force".
    let for_who = (
        kw("for "),
        who_until(" to move a "),
        kw(" to move a "),
        take_until(" from "),
        char(' '),
        here,
        requires,
    );
    if let Ok((_, (_, who, _, noun, _, _, n))) = all_consuming(for_who).parse(s) {
        let who = match who {
            Who::Opponents(w) if w.is_empty() => Who::Opponents(noun.to_string()),
            Who::Yours(w) if w.is_empty() => Who::Yours(noun.to_string()),
            _ => return Err(verify_fail(s)),
        };
        return Ok(("", move_price_here(n, who, false)));
    }
    let plain = |who: Who| {
        if plain_grantee(&who) {
            Ok(who)
        } else {
            Err(verify_fail(s))
        }
    };
    // "Opponent's Jedi using landspeed from here require +2 Force".
    let using_first = (
        who_until(" using landspeed from here"),
        kw(" using landspeed from here"),
        requires,
    );
    if let Ok((_, (who, _, n))) = all_consuming(using_first).parse(s) {
        return Ok(("", move_price_here(n, plain(who)?, true)));
    }
    // "Opponent's characters require +1 Force to move from same site using their landspeed".
    let (s, who) = alt((who_until(" requires "), who_until(" require "))).parse(s)?;
    let (s, n) = requires(s)?;
    let (s, _) = (
        kw(" to move "),
        alt((kw("from here"), kw("from same site"))),
    )
        .parse(s)?;
    let (s, landspeed) = all_consuming(opt(using_landspeed)).parse(s)?;
    Ok((s, move_price_here(n, plain(who)?, landspeed.is_some())))
}

/// A price of moving from here, by this much more Force.
fn move_price_here(n: i64, who: Who, by_landspeed: bool) -> Fact {
    Fact::MoveCostHere {
        cost: Cost::By(n),
        who,
        between: None,
        way: Way::From,
        by_landspeed,
    }
}

/// An Epic Event's (or Objective's) labelled action: "I Have To Face Him: Once per game, during
/// your move phase, may relocate Luke to …", "The Cosmic Force: Once per turn, may peek …": the
/// label, then an action of its own as [`own_action`] and [`played_action`] read it.
fn labelled_action(s: &str) -> R<'_, Fact> {
    let Some((label, body)) = s.split_once(": ") else {
        return Err(verify_fail(s));
    };
    let words: Vec<&str> = label.split(' ').collect();
    let titled = words.len() >= 2
        && words
            .iter()
            .all(|w| w.starts_with(|c: char| c.is_uppercase() || !c.is_alphabetic()));
    if !titled {
        return Err(verify_fail(s));
    }
    match own_action(body).or_else(|_| played_action(body)) {
        Ok((_, f)) => Ok(("", f)),
        Err(_) => Err(verify_fail(s)),
    }
}

/// A sentence that states two facts ([`Fact::Both`]):
/// - "To move or deploy your starship to here requires +1 Force": the one price of both acts;
/// - "Deploy and move only at interior mobile sites", "Never deploys or moves (even if
///   carried) except to an [Episode VII] location …": where it deploys, and where it moves;
/// - "Your starships deploy -2 and your pilots deploy -1 here", "Your Gungans deploy -1 here
///   and move from here for free": two prices at this location, each a template's, the place
///   (or whom) the one names holding for the other.
fn two_facts(s: &str) -> R<'_, Fact> {
    let both = |a: Fact, b: Fact| Ok(("", Fact::Both(Box::new(a), Box::new(b))));
    if let Ok((_, (_, who, _, n))) = all_consuming((
        kw("to move or deploy "),
        who_until(" to here requires "),
        kw(" to here requires "),
        terminated(signed, kw(" force")),
    ))
    .parse(s)
    {
        if !plain_grantee(&who) {
            return Err(verify_fail(s));
        }
        let cost = Cost::By(n);
        return both(
            Fact::MoveCostHere {
                cost,
                who: who.clone(),
                between: None,
                way: Way::To,
                by_landspeed: false,
            },
            Fact::DeployCostHere {
                cost,
                who,
                to: None,
            },
        );
    }
    if let Ok((_, places)) = all_consuming(preceded(kw("deploy and move only at "), rest)).parse(s)
    {
        return both(
            // Deploying "at" a site is deploying to it.
            Fact::DeploysOnly {
                places: format!("to {places}"),
            },
            Fact::MovesTo {
                places: places.to_string(),
                only: true,
                carried: false,
            },
        );
    }
    if let Ok((_, (_, aside, _, places))) =
        all_consuming((kw("never deploys or moves"), aside, kw(" except to "), rest)).parse(s)
    {
        let carried = match aside {
            None => false,
            Some(a) if a.eq_ignore_ascii_case("even if carried") => true,
            Some(_) => return Err(verify_fail(s)),
        };
        return both(
            Fact::DeploysOnly {
                places: format!("to {places}"),
            },
            Fact::MovesTo {
                places: places.to_string(),
                only: true,
                carried,
            },
        );
    }
    two_prices_here(s)
}

/// [`two_facts`]' "Your starships deploy -2 and your pilots deploy -1 here", "Your Gungans
/// deploy -1 here and move from here for free": two prices at this location.
fn two_prices_here(s: &str) -> R<'_, Fact> {
    let Some((a, b)) = split_outside_brackets(s, " and ") else {
        return Err(verify_fail(s));
    };
    let lower_b = b.to_lowercase();
    let (a, b) = if split_outside_brackets(b, " and ").is_some() {
        return Err(verify_fail(s));
    } else if lower_b.starts_with("your ") || lower_b.starts_with("opponent's ") {
        // The place the second names ("here") is the first's too.
        match (a.ends_with(" here"), b.ends_with(" here")) {
            (false, true) => (format!("{a} here"), b.to_string()),
            _ => (a.to_string(), b.to_string()),
        }
    } else if lower_b.starts_with("move ") {
        // Whom the first names moves too.
        let Some((who, _)) = a.split_once(" deploy ") else {
            return Err(verify_fail(s));
        };
        (a.to_string(), format!("{who} {b}"))
    } else {
        return Err(verify_fail(s));
    };
    let price_here =
        |f: &Fact| matches!(f, Fact::DeployCostHere { .. } | Fact::MoveCostHere { .. });
    match (fact(&a), fact(&b)) {
        (Some(fa), Some(fb)) if price_here(&fa) && price_here(&fb) => {
            Ok(("", Fact::Both(Box::new(fa), Box::new(fb))))
        }
        _ => Err(verify_fail(s)),
    }
}

/// `s` split at the first `sep` outside brackets: "if opponent just moved (a, b, or c), …".
fn split_outside_brackets<'a>(s: &'a str, sep: &str) -> Option<(&'a str, &'a str)> {
    let mut depth = 0i32;
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            _ if depth == 0 && s[i..].starts_with(sep) => {
                return Some((&s[..i], &s[i + sep.len()..]));
            }
            _ => {}
        }
    }
    None
}

/// The kinds of a card's own act [`played_action`] reads by their opening words, each with what
/// it is, in words.
fn own_action_kind(s: &str) -> R<'_, &'static str> {
    alt((
        value(
            "what the card does when played or used (its own act); it limits no other act",
            alt((
                kw("relocate "),
                kw("cancel "),
                kw("release "),
                kw("take "),
                kw("increase "),
                kw("immediately move "),
                recognize((kw("add "), digit1, kw(" to "))),
                recognize((
                    kw("move "),
                    alt((kw("one "), kw("your "), kw("any "), kw("all "))),
                )),
                // A played card's "Deploy or move a Jawa as a 'react' (for -1 Force)".
                recognize((
                    kw("deploy or move "),
                    alt((kw("a "), kw("an "), kw("one "))),
                )),
                recognize((
                    kw("target "),
                    alt((
                        kw("a "),
                        kw("an "),
                        kw("one "),
                        kw("your "),
                        kw("opponent's "),
                        kw("any "),
                    )),
                )),
                recognize((
                    kw("deploy "),
                    alt((
                        kw("a "),
                        kw("an "),
                        kw("one "),
                        kw("two "),
                        kw("three "),
                        kw("up to "),
                        kw("any "),
                        kw("(for free) "),
                    )),
                )),
            )),
        ),
        value(
            "a response to what happens to it or was just drawn; it limits no other act",
            alt((
                kw("if about to "),
                kw("if lost"),
                kw("if deployed "),
                kw("if just deployed "),
                kw("if destiny "),
                kw("if total destiny "),
                kw("if that card is "),
                kw("if any of those cards "),
                kw("if it is a "),
                kw("at any time"),
                kw("'explodes' if "),
                kw("if moving to "),
                kw("this movement "),
                kw("if you have deployed "),
                kw("just after "),
                kw("mobile effect lost when"),
                kw("when target reaches "),
                kw("when reached by target"),
                kw("if target then moves "),
                kw("(if effect canceled by opponent"),
            )),
        ),
        value(
            "what cancels it, or a card its action finds or retrieves; it limits no other act",
            alt((
                kw("canceled if "),
                kw("effect canceled if "),
                kw("utinni effect canceled by "),
                kw("retrieve "),
                kw("may retrieve "),
                kw("any one character you find there "),
                kw("of those "),
                kw("you may move each "),
                kw("you may move any one "),
                kw("you may move that card "),
                kw("you may choose to move that card "),
            )),
        ),
        value(
            "another way of its own act (a squad moving together for one price, a place its action may take a card instead); it limits no other act",
            alt((kw("(if on cloud city, "), kw("when moving with a 'squad'"))),
        ),
        value(
            "an action its text gives at a time of the turn (or a mobile Effect's own way); it limits no other act",
            alt((
                kw("at the end of "),
                kw("at start of "),
                kw("each turn, during your control phase, "),
                kw("every move phase, "),
            )),
        ),
    ))
    .parse(s)
}

// ------------------------------------------------------------------------- round 26

// Shapes of card text read in round 26 (issue 36), by shape, never by card: a location's price
// on the other ways of moving it names ("You may shuttle, transfer, embark and disembark here
// for free"), a react only away from a battle ("May move as a 'react' from a battle"), a
// craft's limit on what deploys aboard it ("Weapons may not deploy on this starship"), and a
// clause the other templates read followed by clauses about no act ("AT-ST Dual Cannon
// deploys free aboard and may target at an adjacent site").

/// Round 26's templates, tried after the others.
fn round26(s: &str) -> R<'_, Fact> {
    alt((
        ways_here_priced,
        react_away,
        may_not_deploy_aboard,
        move_price_between,
        clause_and_nothing,
    ))
    .parse(s)
}

/// Whom a sentence names, plain: no act of its own, no list with a condition in it.
fn plain(who: &Who) -> bool {
    match who {
        Who::Itself => false,
        Who::Yours(x) | Who::Opponents(x) | Who::Any(x) => {
            bears_on(x).is_empty() && !x.contains([',', '(', ':', ';'])
        }
    }
}

/// One of the ways of moving other than a regular move that a location's price may name.
fn way_verb(s: &str) -> R<'_, &str> {
    alt((
        kw("shuttle"),
        kw("transfer"),
        kw("embark"),
        kw("disembark"),
        kw("take off"),
        kw("land"),
    ))
    .parse(s)
}

/// A location's price on the ways of moving it lists, at it: "You may shuttle, transfer,
/// embark and disembark here for free", "Your characters may embark and disembark here for
/// free", "You may shuttle to and from here for 1 Force". Read as the location's move price
/// ([`Fact::MoveCostHere`]); the sentence bears only on the ways it names, so a regular move
/// is not priced by it.
fn ways_here_priced(s: &str) -> R<'_, Fact> {
    let (s, who) = who_until(" may ")(s)?;
    let (s, _) = kw(" may ").parse(s)?;
    let (s, _) = way_verb(s)?;
    let (s, _) = many0(preceded(
        alt((kw(", and "), kw(", "), kw(" and "), kw(" or "))),
        way_verb,
    ))
    .parse(s)?;
    let (s, way) = alt((way_here, value(Way::Either, kw(" here")))).parse(s)?;
    let (s, cost) = move_price(s)?;
    let (s, _) = eof(s)?;
    if !plain(&who) {
        return Err(verify_fail(s));
    }
    Ok((
        s,
        Fact::MoveCostHere {
            cost,
            who,
            between: None,
            way,
            by_landspeed: false,
        },
    ))
}

/// A react only away from a battle where the card stands: "May move as a 'react' from a
/// battle", "May move away from a battle at same site as a 'react'", "May move as a 'react'
/// away from a battle (for free)".
fn react_away(s: &str) -> R<'_, Fact> {
    let away = || {
        (
            alt((kw("away from a battle"), kw("from a battle"))),
            opt(alt((kw(" at same site"), kw(" where it is present")))),
        )
    };
    let (s, _) = kw("may move ").parse(s)?;
    let (s, _) = alt((
        value((), (kw("as a 'react' "), away())),
        value((), (away(), kw(" as a 'react'"))),
    ))
    .parse(s)?;
    let (s, cost) = all_consuming(opt(alt((
        value(Cost::Free, kw(" (for free)")),
        value(Cost::Free, kw(" for free")),
    ))))
    .parse(s)?;
    Ok((s, Fact::ReactAway { cost }))
}

/// A craft's limit on the cards that deploy on or aboard it: "Weapons may not deploy on this
/// starship", "Opponent's characters may not deploy aboard", "Droids may not be deployed aboard
/// this vehicle".
fn may_not_deploy_aboard(s: &str) -> R<'_, Fact> {
    let craft = || {
        alt((
            kw("starship"),
            kw("starfighter"),
            kw("vehicle"),
            kw("craft"),
        ))
    };
    let (s, who) = who_until(" may not ")(s)?;
    let (s, _) = (kw(" may not "), alt((kw("deploy"), kw("be deployed")))).parse(s)?;
    let (s, _) = all_consuming(alt((
        value((), (kw(" on this "), craft())),
        value((), (kw(" aboard this "), craft())),
        value((), kw(" aboard")),
    )))
    .parse(s)?;
    if !plain(&who) {
        return Err(verify_fail(s));
    }
    Ok((s, Fact::MayNotDeployAboard { who }))
}

/// A place a side's move price between places names: plain words, none of a place relative to
/// the card ("here", "same site": other templates'), no list with a condition in it.
fn plain_place(p: &str) -> bool {
    let l = p.to_lowercase();
    !p.is_empty()
        && !p.contains([',', '(', ';'])
        && ![
            "here", "same ", "this ", "adjacent", "related", " if ", " unless ", " while ",
        ]
        .iter()
        .any(|w| l.contains(w))
}

/// "from X to Y", "from X", "to Y" (at least one).
fn from_to(s: &str) -> Option<(Option<String>, Option<String>)> {
    let (from, to) = match s.strip_prefix("from ") {
        Some(r) => match r.split_once(" to ") {
            Some((a, b)) => (Some(a), Some(b)),
            None => (Some(r), None),
        },
        None => (None, Some(s.strip_prefix("to ")?)),
    };
    let ok = |x: Option<&str>| x.is_none_or(plain_place);
    (ok(from) && ok(to)).then(|| (from.map(str::to_string), to.map(str::to_string)))
}

/// A side's move price between kinds of places, said by a card wherever it stands:
/// "[If you control, ]your starship movement from Hoth sites to the Hoth system is free",
/// "Opponent's movement from a Bespin location to a non-Bespin location requires +1 Force",
/// "Opponent's characters require +1 Force to move from Tatooine sites using their landspeed".
/// "If you control" is kept as the condition ([`Fact::While`]), for the board to settle.
fn move_price_between(s: &str) -> R<'_, Fact> {
    let lower = s.to_lowercase();
    let (condition, body) = match lower.strip_prefix("if you control, ") {
        Some(_) => (Some("you control"), &s["if you control, ".len()..]),
        None => (None, s),
    };
    let fact = movement_between(body)
        .or_else(|| require_to_move_between(body))
        .ok_or_else(|| verify_fail(s))?;
    Ok((
        "",
        match condition {
            Some(c) => Fact::While {
                condition: c.to_string(),
                fact: Box::new(fact),
            },
            None => fact,
        },
    ))
}

/// A card's "At Death Star II system and each Death Star site opponent may not deploy and must
/// use +3 Force to move there" (said wherever the card stands): the side it names may not
/// deploy to the places named ([`Fact::MayNotGoTo`]), and its moves to them cost more
/// ([`Fact::MoveCostBetween`]); both ([`Fact::Both`]). The places are kept as alternatives
/// ("X or any Y"), for the board to settle.
fn at_places_no_deploy_and_move_price(s: &str) -> R<'_, Fact> {
    let (s, places) = preceded(
        kw("at "),
        take_until(" opponent may not deploy and must use "),
    )
    .parse(s)?;
    let (s, n) = preceded(kw(" opponent may not deploy and must use "), signed_marked).parse(s)?;
    let (s, _) = all_consuming(kw(" force to move there")).parse(s)?;
    let places = places.replace(" and each ", " or any ");
    if !n.1 || !plain_place(&places) || places.contains(" and ") {
        return Err(verify_fail(s));
    }
    let who = Who::Opponents(String::new());
    Ok((
        s,
        Fact::Both(
            Box::new(Fact::MayNotGoTo {
                who: who.clone(),
                acts: Acts::NONE.with(ActKind::Deploy),
                to: places.clone(),
                from_here: false,
            }),
            Box::new(Fact::MoveCostBetween {
                who,
                from: None,
                to: Some(places),
                cost: Cost::By(n.0),
                by_landspeed: false,
            }),
        ),
    ))
}

/// A location's (or a card's, of where it stands) price with its condition said after it:
/// "Imperials deploy -1 here while Death Star II system orbits Endor and you control Bunker".
/// The price reads as it would alone ([`deploy_cost_here`], a price to move here); the
/// condition is kept as written ([`Fact::While`]), for the board to settle or name.
fn price_here_while(s: &str) -> R<'_, Fact> {
    let (head, condition) = s.rsplit_once(" while ").ok_or_else(|| verify_fail(s))?;
    if condition.is_empty()
        || condition.contains(['(', ',', ';', ':'])
        || !bears_on(condition).is_empty()
    {
        return Err(verify_fail(s));
    }
    match fact(head) {
        Some(f @ (Fact::DeployCostHere { .. } | Fact::MoveCostHere { .. })) => Ok((
            "",
            Fact::While {
                condition: condition.to_string(),
                fact: Box::new(f),
            },
        )),
        _ => Err(verify_fail(s)),
    }
}

/// A device's "Also, if on Dagobah, droid may move for free" (Droid Sensorscope, on the droid
/// it is deployed on): the moves of the card it is on cost nothing while the condition holds
/// ([`Fact::While`] around [`Fact::MoveCost`]; the condition kept as written, for the board to
/// settle). Only the kinds a device deploys on name that card.
fn host_moves_free_if(s: &str) -> R<'_, Fact> {
    let (s, condition) = preceded(kw("if "), take_until(", ")).parse(s)?;
    let (s, _) = (
        kw(", "),
        alt((kw("droid"), kw("character"), kw("creature"), kw("vehicle"))),
    )
        .parse(s)?;
    let (s, _) = all_consuming(kw(" may move for free")).parse(s)?;
    if condition.contains(['(', ',', ';', ':']) || !bears_on(condition).is_empty() {
        return Err(verify_fail(s));
    }
    Ok((
        s,
        Fact::While {
            condition: condition.to_string(),
            fact: Box::new(Fact::MoveCost {
                cost: Cost::Free,
                condition: None,
            }),
        },
    ))
}

/// The side (and kind) a move price names by its opening words: "opponent's", "your", with a
/// kind before "movement" ("your starship movement": your starships).
fn side_and_kind(side: &str, kind: &str) -> Option<Who> {
    let kind = match kind.trim() {
        "" => String::new(),
        k if k.contains([' ', ',']) => return None,
        k => format!("{k}s"),
    };
    match side.to_lowercase().as_str() {
        "opponent's" => Some(Who::Opponents(kind)),
        "your" => Some(Who::Yours(kind)),
        _ => None,
    }
}

/// "<side>[ kind] movement from X to Y requires +N Force" / "… is free".
fn movement_between(s: &str) -> Option<Fact> {
    let (head, rest) = s.split_once(" movement ")?;
    let (side, kind) = head.split_once(' ').unwrap_or((head, ""));
    let who = side_and_kind(side, kind)?;
    let lower = rest.to_lowercase();
    let (places, cost) = if let Some(p) = lower.strip_suffix(" is free") {
        (&rest[..p.len()], Cost::Free)
    } else {
        let (p, n) = lower.rsplit_once(" requires ")?;
        // A change, signed ("+1"); "requires 1 Force" is a price of its own, not read here.
        let n = n.strip_suffix(" force")?;
        if !n.starts_with(['+', '-']) {
            return None;
        }
        let n: i64 = n.trim_start_matches('+').parse().ok()?;
        (&rest[..p.len()], Cost::By(n))
    };
    let (from, to) = from_to(places)?;
    Some(Fact::MoveCostBetween {
        who,
        from,
        to,
        cost,
        by_landspeed: false,
    })
}

/// "<who> require(s) +N Force to move from X[ to Y][ using their landspeed]".
fn require_to_move_between(s: &str) -> Option<Fact> {
    let (who, rest) = s
        .split_once(" requires ")
        .or_else(|| s.split_once(" require "))?;
    let (side, kind) = who.split_once(' ')?;
    let who = side_and_kind(side, kind.strip_suffix('s')?)?;
    let (n, rest) = rest.split_once(" Force to move ")?;
    let n: i64 = n.strip_prefix('+')?.parse().ok()?;
    let (places, by_landspeed) = match rest
        .strip_suffix(" using their landspeed")
        .or_else(|| rest.strip_suffix(" using landspeed"))
    {
        Some(p) => (p, true),
        None => (rest, false),
    };
    let (from, to) = from_to(places)?;
    Some(Fact::MoveCostBetween {
        who,
        from,
        to,
        cost: Cost::By(n),
        by_landspeed,
    })
}

/// The conditions and limits a clause after the one read could put on it: a clause with one of
/// these words is never set aside as one about no act.
const BINDING: [&str; 7] = [
    "if", "unless", "while", "only", "except", "until", "instead",
];

/// The words of figures a clause after a price may change, and the words of where: "are
/// deploy -2 and power +2 at same and adjacent sites" puts the place after both figures, so
/// the clause that changes a figure at a place is not set aside.
const FIGURES: [&str; 8] = [
    "power", "forfeit", "destiny", "ability", "armor", "maneuver", "immune", "defense",
];
const PLACES: [&str; 9] = [
    "at", "here", "there", "same", "adjacent", "related", "to", "on", "aboard",
];

/// The verbs of a clause set aside: it must have one of them.
const VERBS: [&str; 16] = [
    "is", "are", "may", "can", "cannot", "adds", "add", "draws", "draw", "has", "have", "must",
    "fires", "fire", "loses", "gets",
];

/// A clause read by the other templates, followed (after "and") by clauses that bear on no
/// act: "AT-ST Dual Cannon deploys free aboard and may target at an adjacent site", "Your blaster
/// rifles … are deploy -1 and are destiny +2 when drawn for weapon or battle destiny", "Home One
/// is deploy = 8 to an [Endor] or [Death Star II] system and its power may not be reduced". The
/// clause read is the sentence's start, so a condition said first stays with it; the clauses
/// after may put no condition or limit on it ([`BINDING`]) nor continue a list of figures at a
/// place ([`PLACES`]), and the reading keeps every qualifier of the clause read
/// ([`super::qualifiers::dropped`]).
fn clause_and_nothing(s: &str) -> R<'_, Fact> {
    for sep in [", and ", " and "] {
        let mut from = 0;
        while let Some((h, t)) = split_outside_brackets(&s[from..], sep) {
            let head = &s[..from + h.len()];
            from += h.len() + sep.len();
            if !about_nothing(t) {
                continue;
            }
            if let Some(f) = fact(head).filter(|f| super::qualifiers::dropped(head, f).is_none()) {
                return Ok(("", f));
            }
        }
    }
    Err(verify_fail(s))
}

/// The words of a clause, lower case, without marks.
fn words_of(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// A clause (or clauses) that bears on no act and puts nothing on the clause before it.
fn about_nothing(tail: &str) -> bool {
    let words = words_of(tail);
    if !bears_on(tail).is_empty() || words.iter().any(|w| BINDING.contains(&w.as_str())) {
        return false;
    }
    // A clause of its own has a verb; "adjacent sites" after "at same and" is the end of a
    // place, not a clause.
    if !words.iter().any(|w| VERBS.contains(&w.as_str())) {
        return false;
    }
    let first = words
        .iter()
        .find(|w| !matches!(w.as_str(), "is" | "are" | "each"))
        .map(String::as_str)
        .unwrap_or("");
    !(FIGURES.contains(&first) && words.iter().any(|w| PLACES.contains(&w.as_str())))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(s: &str) -> Option<Fact> {
        fact(&normalise(s))
    }

    /// Each sentence reads as the fact given (or as none).
    fn read_all<const N: usize>(cases: [(&str, Option<Fact>); N]) {
        for (text, want) in cases {
            assert_eq!(read(text), want, "{text}");
        }
    }

    /// Round 29's shapes: a card's free moves from where it stands to places a side holds, an
    /// Effect's free shuttles to related sites, a side's limit and move price at places said
    /// first, a price with its condition after it; and near misses that stay unread.
    #[test]
    fn round_29_shapes_are_read() {
        let from_here = |who: &str, between: &str, by_landspeed| {
            Some(Fact::MoveCostHere {
                cost: Cost::Free,
                who: Who::Yours(who.into()),
                between: Some(between.into()),
                way: Way::From,
                by_landspeed,
            })
        };
        let opp = Who::Opponents(String::new());
        let places = "Death Star II system or any Death Star site";
        read_all([
            (
                "Your characters here move (using landspeed) to sites opponent occupies for free.",
                from_here("characters", "sites opponent occupies", true),
            ),
            (
                "Your troopers and combat vehicles may shuttle to related sites for free.",
                from_here("troopers and combat vehicles", "related sites", false),
            ),
            (
                "At Death Star II system and each Death Star site opponent may not deploy and must use +3 Force to move there.",
                Some(Fact::Both(
                    Box::new(Fact::MayNotGoTo {
                        who: opp.clone(),
                        acts: Acts::NONE.with(ActKind::Deploy),
                        to: places.into(),
                        from_here: false,
                    }),
                    Box::new(Fact::MoveCostBetween {
                        who: opp,
                        from: None,
                        to: Some(places.into()),
                        cost: Cost::By(3),
                        by_landspeed: false,
                    }),
                )),
            ),
            (
                "Imperials deploy -1 here while Death Star II system orbits Endor and you control Bunker.",
                Some(Fact::While {
                    condition: "Death Star II system orbits Endor and you control Bunker".into(),
                    fact: Box::new(Fact::DeployCostHere {
                        cost: Cost::By(-1),
                        who: Who::Any("Imperials".into()),
                        to: None,
                    }),
                }),
            ),
            (
                "Also, if on Dagobah, droid may move for free.",
                Some(Fact::While {
                    condition: "on Dagobah".into(),
                    fact: Box::new(Fact::MoveCost {
                        cost: Cost::Free,
                        condition: None,
                    }),
                }),
            ),
            // Near misses: a mover not of the side whose text it is, a place with a condition.
            (
                "Opponent's characters here move (using landspeed) to sites opponent occupies for free.",
                None,
            ),
            (
                "Your troopers may shuttle to related sites for free if Vader here.",
                None,
            ),
        ]);
    }

    /// The other price in brackets is never dropped as an aside: written without its sign, it
    /// keeps the sign of the price before it; "is" for "if" (a misprint) is read as "if";
    /// with a sign, as written.
    #[test]
    fn the_other_price_in_brackets_keeps_its_sign_and_is_never_dropped() {
        let other = |text: &str| match read(text) {
            Some(Fact::PriceOrIf {
                cost, condition, ..
            }) => Some((cost, condition)),
            _ => None,
        };
        assert_eq!(
            other("Your starships deploy -1 (or 2 if capital) here."),
            Some((Cost::By(-2), "capital".to_string()))
        );
        assert_eq!(
            other("Your starfighters deploy -1 (or 3 is freighter) here."),
            Some((Cost::By(-3), "freighter".to_string()))
        );
        assert_eq!(
            other("Opponent's starships deploy +1 (or +2 if capital) here."),
            Some((Cost::By(2), "capital".to_string()))
        );
        // An aside with another price that no template reads whole: no reading, never the
        // first price alone.
        for text in [
            "Your troopers deploy -1 (or free if Veers here) here.",
            "Your walkers deploy -1 (or 2 when piloted) here.",
        ] {
            assert!(
                !matches!(read(text), Some(Fact::DeployCostHere { .. })),
                "{text}"
            );
        }
        // An aside that gives no price is still set aside.
        assert!(matches!(
            read("T-16s deploy free (and are power +2) here."),
            Some(Fact::DeployCostHere { .. })
        ));
    }

    /// The classifier audit of round 25: ways of going with no usual verb bear on their acts,
    /// and the same words about weapons, seats read by the catalog, or a past transfer do not.
    #[test]
    fn other_ways_of_going_bear_on_their_acts() {
        let acts = |s: &str| bears_on(&normalise(s));
        assert!(acts("Grand Moff may not transfer Leia.").has(ActKind::Embark));
        assert!(acts("May not be transferred while imprisoned.").has(ActKind::Embark));
        assert!(
            acts("Nabrun Leids may not transport cards to or from here.").has(ActKind::Relocate)
        );
        assert!(
            acts("Elis Helrot is limited to owner's move phase and interior sites.")
                .has(ActKind::Relocate)
        );
        assert!(acts("Opponent's droids may pass only if escorted.").has(ActKind::Move));
        assert!(
            acts("May also carry one Jawa (as if riding a creature vehicle).").has(ActKind::Embark)
        );
        assert!(acts("May add 1 pilot (must be a Gungan) and 2 passengers.").has(ActKind::Embark));
        assert!(acts("May not be piloted by Lando.").has(ActKind::Embark));
        assert!(acts("May pilot only cloud cars.").has(ActKind::Move));
        assert!(acts("May 'fly' (landspeeed = 2).").has(ActKind::Move));
        assert!(
            acts(
                "Adds 3 (or 2 if Veers on table) to deploy cost of opponent's walkers to same site."
            )
            .has(ActKind::Deploy)
        );
        assert!(acts("Opponent may not increase deploy cost of your Ewoks.").has(ActKind::Deploy));
        for none in [
            "May transfer character weapons (for free) to your other characters present.",
            "If subsequently captured and then transferred to a prison, retrieve 2 Force.",
            "May carry 3 passengers.",
            "May carry up to two such weapons at one time.",
            "Character may no longer carry weapons.",
            "Your transport vehicles are power +1.",
        ] {
            assert!(acts(none).is_empty(), "{none}");
        }
    }

    /// A card's change of other cards' deploy cost where it stands: whose, by how much, and
    /// the kind of place it stands at as its condition; an aside's other cards and price are a
    /// second fact; a time or a place beside it ("same or adjacent site") is not read.
    #[test]
    fn a_cost_changed_where_the_card_stands() {
        let here = |cost: i64, who: Who| Fact::DeployCostHere {
            cost: Cost::By(cost),
            who,
            to: None,
        };
        let at = |k: &str, f: Fact| Fact::While {
            condition: format!("at a {k}"),
            fact: Box::new(f),
        };
        read_all([
            (
                "Subtracts 1 from deploy cost of each of your capital starships at same system.",
                Some(at(
                    "system",
                    here(-1, Who::Yours("capital starships".into())),
                )),
            ),
            (
                "Subtracts 2 from deploy cost of each of your starfighters to same docking bay.",
                Some(at(
                    "docking bay",
                    here(-2, Who::Yours("starfighters".into())),
                )),
            ),
            (
                "Adds 1 to deploy cost of each opponent's droid (and your 'mouse' droids) when deploying to same location.",
                Some(Fact::Both(
                    Box::new(here(1, Who::Opponents("droid".into()))),
                    Box::new(here(1, Who::Yours("'mouse' droids".into()))),
                )),
            ),
            // Beside where it stands: read by round 27's reader after the grammar's templates
            // (`grammar_carddeploy`).
            (
                "Adds 2 to deploy cost of each opponent's male Imperial when that Imperial is deploying to same or adjacent site.",
                None,
            ),
        ]);
        let Some(Fact::Both(_, free)) = read(
            "Subtracts 1 from deploy cost of Bounty hunters at same site (Boba Fett deploy free).",
        ) else {
            panic!("two prices");
        };
        assert!(
            matches!(*free, Fact::While { fact, .. } if matches!(*fact, Fact::DeployCostHere { cost: Cost::Free, who: Who::Any(ref w), .. } if w == "Boba Fett"))
        );
        // "Adds … from", "Subtracts … to": not a change this template reads.
        assert_eq!(
            read("Subtracts 1 to deploy cost of your TIEs at same system."),
            None
        );
    }

    /// "… may move to the Death Star system as a 'react'" when at a Death Star site: the related
    /// system, as "the related system" is; a system of another planet is not read so.
    #[test]
    fn a_react_to_the_system_of_the_planet_it_stands_on() {
        read_all([
            (
                "When at a Death Star site, Imperial starships may move to the Death Star system as a 'react.'",
                Some(Fact::ReactToRelated {
                    who: Who::Any("Imperial starships".into()),
                    from: Some("a Death Star site".into()),
                }),
            ),
            (
                "When at a Hoth site, Rebel starships may move to the related system as a 'react.'",
                Some(Fact::ReactToRelated {
                    who: Who::Any("Rebel starships".into()),
                    from: Some("a Hoth site".into()),
                }),
            ),
            (
                "When at a Hoth site, Rebel starships may move to the Endor system as a 'react.'",
                None,
            ),
        ]);
    }

    /// "While aboard a non-creature vehicle, adds 1 to power, maneuver and landspeed": what it
    /// adds to the landspeed of the vehicle it is aboard; other words about where, not read.
    #[test]
    fn a_landspeed_added_aboard_a_vehicle() {
        read_all([
            (
                "While aboard a non-creature vehicle, adds 1 to power, maneuver and landspeed.",
                Some(Fact::While {
                    condition: "aboard a non-creature vehicle".into(),
                    fact: Box::new(Fact::AddsLandspeedAboard { by: 1 }),
                }),
            ),
            ("While aboard a swoop, adds 3 to landspeed.", None),
        ]);
    }

    /// "May deploy for free to …": the card's own price there, naming no card as whose.
    #[test]
    fn may_deploy_for_free_to_is_its_own_price() {
        read_all([(
            "May deploy for free to your [Independent Starship] starship.",
            Some(Fact::DeployCost {
                cost: Cost::Free,
                to: "your [Independent Starship] starship".into(),
            }),
        )]);
    }

    #[test]
    fn sentences_split_at_stops_not_inside_brackets() {
        assert_eq!(
            sentences("Deploys only on Hoth. Power +1 (if with X. Or Y). Immune to attrition."),
            vec![
                "Deploys only on Hoth.",
                "Power +1 (if with X. Or Y).",
                "Immune to attrition."
            ]
        );
        assert_eq!(
            sentences("May move as a 'react.' *Landspeed = 3."),
            vec!["May move as a 'react.'", "*Landspeed = 3."]
        );
    }

    /// "Dark: Light: …" (an empty Dark Side half): the sentence is the Light Side's, read as
    /// after one label.
    #[test]
    fn an_empty_half_before_the_sentence() {
        assert_eq!(
            half_label("Dark: Light: Deploys only as a starting location."),
            (Some(Half::Light), "Deploys only as a starting location.")
        );
        let two = super::super::read_text("Dark: Light: Deploys only as a starting location.");
        let one = super::super::read_text("Light: Deploys only as a starting location.");
        assert_eq!(two[0].half, Some(Half::Light));
        assert!(two[0].fact.is_some());
        assert_eq!(two[0].fact, one[0].fact);
    }

    #[test]
    fn half_labels() {
        assert_eq!(
            half_label("Dark: No starships or vehicles here."),
            (Some(Half::Dark), "No starships or vehicles here.")
        );
        assert_eq!(half_label("Deploy on table."), (None, "Deploy on table."));
    }

    #[test]
    fn bearing() {
        assert!(bears_on("Never deploys to a site opponent occupies").has(ActKind::Deploy));
        assert!(bears_on("May move as a 'react'").has(ActKind::React));
        assert!(bears_on("Landspeed = 2").has(ActKind::Move));
        assert!(bears_on("No starships or vehicles here").has(ActKind::Land));
        // Words of acts that speak of none: a card deployed on another, a landed craft, a
        // card moved to a pile.
        for no_act in [
            "(Cards deployed on character return to owners' hands",
            "Return character (and cards deployed on character) to owner's hand if destiny +1 > defense value",
            "Landed starfighters and vehicles aboard starships are forfeit = 0",
            "Otherwise, replace it or move it to opponent's Used Pile",
            "During each move phase, if your smuggler here, move a 'coaxium' card from here to Used Pile",
            "You may move that card to the top of your Reserve Deck",
        ] {
            assert!(bears_on(no_act).is_empty(), "{no_act}");
        }
        // Their look-alikes speak of acts.
        assert!(
            bears_on("Deploy on a landed starship (not at a docking bay)").has(ActKind::Deploy)
        );
        assert!(
            bears_on("If opponent just landed a starship at an exterior site").has(ActKind::Land)
        );
        assert!(
            bears_on("This card may move a frozen captive to Audience Chamber (or if no Rebel was in Reserve Deck)")
                .has(ActKind::Move)
        );
        assert!(bears_on("Weapons deployed on your starfighters deploy free").has(ActKind::Deploy));
        assert!(bears_on("Immune to attrition < 3").is_empty());
        assert!(bears_on("During your deploy phase, draw destiny").is_empty());
    }

    #[test]
    fn who_may_not_move_here() {
        let fact = |who: &str, way, condition: Option<&str>, unless| {
            Some(Fact::MayNotMoveHere {
                who: Who::Any(who.into()),
                way,
                condition: condition.map(str::to_string),
                unless,
            })
        };
        let cases = [
            (
                "If a creature present, cards cannot move from here.",
                fact("cards", Way::From, Some("a creature present"), false),
            ),
            (
                "Executor may not move from here unless Vader aboard.",
                fact("Executor", Way::From, Some("Vader aboard"), true),
            ),
            (
                "Characters may not move to or from here.",
                fact("Characters", Way::Either, None, false),
            ),
            // A clause before whom it names is not this template's: it is the card's own
            // condition on the limit, read by round 27's reader after the grammar's templates
            // (`grammar_carddeploy`).
            (
                "While present with Xizor, forfeit +2 and opponent's spies may not deploy to same non-battleground site.",
                None,
            ),
        ];
        read_all(cases);
    }

    #[test]
    fn where_a_card_itself_moves() {
        assert_eq!(
            read("Cannot move to mobile sites."),
            Some(Fact::MovesTo {
                places: "mobile sites".into(),
                only: false,
                carried: false
            })
        );
        assert_eq!(
            read("Never moves to a site occupied by opponent (even if carried)."),
            Some(Fact::MovesTo {
                places: "a site occupied by opponent".into(),
                only: false,
                carried: true
            })
        );
        assert_eq!(
            read("May only move to Hoth sites."),
            Some(Fact::MovesTo {
                places: "Hoth sites".into(),
                only: true,
                carried: false
            })
        );
        assert_eq!(
            read("May not move to here during your control phase."),
            None
        );
    }

    #[test]
    fn react_grants_in_their_other_wordings() {
        let only = |p: &str| {
            Some(Fact::React {
                only: Some(p.into()),
                cost: None,
            })
        };
        assert_eq!(
            read("May move to an adjacent site as a 'react'."),
            only("an adjacent site")
        );
        assert_eq!(
            read("Also, may move as a 'react' only to a battle or Force drain."),
            only("a battle or Force drain")
        );
        assert_eq!(
            read("May move as a 'react.' may 'bullseye' one Womp Rat per turn."),
            Some(Fact::React {
                only: None,
                cost: None
            })
        );
        // A second sentence that bears on an act is not swallowed.
        assert_eq!(read("May move as a 'react.' may deploy to Hoth."), None);
        assert_eq!(
            read("May deploy as a `react'."),
            Some(Fact::DeployAsReact {
                cost: None,
                terms: None
            })
        );
        // The grant's price and terms are part of the fact (Tempest 1's, Lando Calrissian's).
        assert_eq!(
            read("May deploy -4 as a 'react' to same site as Han."),
            Some(Fact::DeployAsReact {
                cost: Some(Cost::By(-4)),
                terms: Some("to same site as Han".into())
            })
        );
        assert_eq!(
            read("May deploy with a pilot as a 'react' to a battle where you have a TIE (for free if TIE is Black 2 or 3)."),
            Some(Fact::DeployAsReact {
                cost: None,
                terms: Some(
                    "with a pilot to a battle where you have a TIE (for free if TIE is Black 2 or 3)"
                        .into()
                )
            })
        );
        // A react grant's price is part of the fact, however it is written (Zuckuss, Ewok
        // Sentry, a TIE's "for 1 additional Force"); an aside that is no price is not this
        // template's.
        assert_eq!(
            read("May move for free as a 'react.'"),
            Some(Fact::React {
                only: None,
                cost: Some(Cost::Free)
            })
        );
        assert_eq!(
            read("May move as a 'react' (for free) to a battle where you have a unique (•) Ewok."),
            Some(Fact::React {
                only: Some("a battle where you have a unique () Ewok".into()),
                cost: Some(Cost::Free)
            })
        );
        assert_eq!(
            read("May move as a 'react' for 1 additional Force."),
            Some(Fact::React {
                only: None,
                cost: Some(Cost::By(1))
            })
        );
        assert!(!matches!(
            read("May move as a 'react' (free if character is a scout)."),
            Some(Fact::React { .. })
        ));
        // Moving to a place by its own text, not as a react, stays the card's own way.
        assert!(matches!(
            read("May move to an adjacent site at start of your move phase."),
            Some(Fact::MayMove { .. })
        ));
    }

    #[test]
    fn where_an_effect_deploys_on_a_condition() {
        let on = |t: &str, c: Option<&str>| {
            Some(Fact::DeployOn {
                target: t.into(),
                condition: c.map(str::to_string),
            })
        };
        let cases = [
            (
                "If Jakku on table, deploy on table (only at start of game).",
                on("table (only at start of game)", Some("if Jakku on table")),
            ),
            (
                "Unless Massassi Throne Room on table, deploy on table.",
                on("table", Some("unless Massassi Throne Room on table")),
            ),
            (
                "Lose 2 Force to deploy on Vader's Castle.",
                on("Vader's Castle", None),
            ),
            (
                "Deploy on Bunker if you control that site.",
                on("Bunker", Some("if you control that site")),
            ),
            // A condition after a bracket that widens the target: the first " if " outside it.
            (
                "Deploy on a starfighter (even if 'concealed') if your smuggler is on table.",
                on(
                    "a starfighter (even if 'concealed')",
                    Some("if your smuggler is on table"),
                ),
            ),
            // A price in brackets is not a condition on where; the price named beside it is
            // read on the bracket's words (`prices::with_use_price`).
            (
                "Use 1 Force to deploy on your warrior (free if your Crimson Dawn leader on table).",
                on(
                    "your warrior (free if your Crimson Dawn leader on table)",
                    None,
                )
                .map(|o| {
                    Fact::Both(
                        Box::new(o),
                        Box::new(Fact::DeployPrice {
                            cost: Cost::Is(1),
                            who: Who::Itself,
                            place: None,
                            condition: Some(
                                "unless another price of \"your warrior (free if your Crimson Dawn leader on table)\" applies".into(),
                            ),
                        }),
                    )
                }),
            ),
            (
                "Deploy on your Imperial warrior; warrior is power +1.",
                on("your Imperial warrior", None),
            ),
            (
                "(Immune to Alter.) OR Deploy on any planet site.",
                on("any planet site", None),
            ),
            ("Deploys on Jar Jar.", on("Jar Jar", None)),
            (
                "Deploy beside either player's Lost Pile.",
                on("beside either player's Lost Pile", None),
            ),
            // More than where: another act follows the semicolon.
            (
                "Deploy on a Star Destroyer or vehicle; its immunity to attrition is -4 and it may not 'react'.",
                None,
            ),
        ];
        read_all(cases);
    }

    /// A name as the subject of a location's price ("Jek is deploy -2 here", Cloud City:
    /// Dining Room; Tatooine: Obi-Wan's Hut's): the verb's `is` is no part of whom it names,
    /// so the name is read as the persona it is.
    #[test]
    fn a_name_is_the_subject_of_a_price_here() {
        let here = |n, who: &str| {
            Some(Fact::DeployCostHere {
                cost: Cost::By(n),
                who: Who::Any(who.into()),
                to: None,
            })
        };
        assert_eq!(read("Jek is deploy -2 here."), here(-2, "Jek"));
        assert_eq!(read("Obi-Wan is deploy -3 here."), here(-3, "Obi-Wan"));
    }

    /// Bespin's "If you control, …" price keeps its condition: it holds only so.
    #[test]
    fn a_price_here_keeps_its_control_condition() {
        assert_eq!(
            read("If you control, your characters and vehicles deploy -1 to Cloud City locations."),
            Some(Fact::While {
                condition: "controlled by the side whose text it is".into(),
                fact: Box::new(Fact::DeployCostHere {
                    cost: Cost::By(-1),
                    who: Who::Yours("characters and vehicles".into()),
                    to: Some("to Cloud City locations".into()),
                })
            })
        );
    }

    #[test]
    fn deploy_prices_with_other_stats() {
        let price = |who: Who, cost, place: Option<&str>, condition: Option<&str>| {
            Some(Fact::DeployPrice {
                cost,
                who,
                place: place.map(str::to_string),
                condition: condition.map(str::to_string),
            })
        };
        let cases = [
            (
                "Your TIEs are deploy -1, forfeit +2 and destiny +2.",
                price(Who::Yours("TIEs".into()), Cost::By(-1), None, None),
            ),
            (
                "Deploy -1 and power +3 at any cloud sector.",
                price(Who::Itself, Cost::By(-1), Some("at any cloud sector"), None),
            ),
            (
                "At Dantooine locations, each Imperial is deploy +2.",
                price(
                    Who::Any("Imperial".into()),
                    Cost::By(2),
                    None,
                    Some("At Dantooine locations"),
                ),
            ),
            (
                "[Death Star 2] Vader is deploy = 6.",
                price(
                    Who::Any("[Death Star 2] Vader".into()),
                    Cost::Is(6),
                    None,
                    None,
                ),
            ),
            (
                "Your Immediate Effects may deploy for free.",
                price(
                    Who::Yours("Immediate Effects".into()),
                    Cost::Free,
                    None,
                    None,
                ),
            ),
            (
                "Proton Torpedoes deploy and fire free aboard.",
                price(
                    Who::Any("Proton Torpedoes".into()),
                    Cost::Free,
                    Some("aboard"),
                    None,
                ),
            ),
            // Stats that are no place: "to attrition" is not where it deploys.
            (
                "Rebels and Rebel starships are deploy +8 and lost immunity to attrition.",
                price(
                    Who::Any("Rebels and Rebel starships".into()),
                    Cost::By(8),
                    None,
                    None,
                ),
            ),
            // Another act among the stats, or a clause for whom: not a price alone.
            ("Your Rebels are deploy -1 and move for free.", None),
            (
                "Your Jawa Pack is not unique, is doubled, deploys free (or for 6 Force from each player) and cumulatively affects your Jawa's forfeit.",
                None,
            ),
        ];
        read_all(cases);
    }

    #[test]
    fn what_a_side_may_not_deploy() {
        let side = |what: &str, lasting| {
            Some(Fact::SideMayNotDeploy {
                what: what.into(),
                lasting,
            })
        };
        read_all([
            (
                "{For} remainder of game, you may not deploy Jabba's Palace sites or Sandwhirl.",
                side("Jabba's Palace sites or Sandwhirl", true),
            ),
            (
                "You may not deploy squadrons or non-Imperial starships.",
                side("squadrons or non-Imperial starships", false),
            ),
            (
                "You may not deploy cards with ability except Black Sun Agents, Emperor, or Independent starships.",
                side(
                    "cards with ability except Black Sun Agents, Emperor, or Independent starships",
                    false,
                ),
            ),
            // Where, when or on what condition: other sentences, not read as a list.
            ("You may not deploy Jedi while a Jedi on table.", None),
            // A place: a side's limit on where its cards go
            // (`a_sides_limit_and_a_cards_own_condition`), not the list of what it deploys.
            (
                "{While} this side up, you may not deploy characters to interior Naboo sites.",
                Some(Fact::While {
                    condition: "this side up".into(),
                    fact: Box::new(Fact::MayNotGoTo {
                        who: Who::Yours("characters".into()),
                        acts: Acts::NONE.with(ActKind::Deploy),
                        to: "interior Naboo sites".into(),
                        from_here: false,
                    }),
                }),
            ),
            (
                "You may not deploy any other characters or starships this turn.",
                None,
            ),
            (
                "You may not deploy Jedi with 'communing' in game text or search your Used Pile.",
                None,
            ),
        ]);
    }

    #[test]
    fn a_move_in_another_phase() {
        let grant = |own_turn, phase: &str, condition: Option<&str>, who: &str, how: &str| {
            Some(Fact::MoveInPhase {
                own_turn,
                phase: phase.into(),
                condition: condition.map(str::to_string),
                who: who.into(),
                how: how.into(),
            })
        };
        read_all([
            (
                "During your control phase, your Lando may make a regular move.",
                grant(Some(true), "control", None, "your Lando", ""),
            ),
            (
                "During your control Phase, one of your [Independent] starships may make a regular move.",
                grant(
                    Some(true),
                    "control",
                    None,
                    "one of your [Independent] starships",
                    "",
                ),
            ),
            (
                "During any deploy phase, if an Imperial at an adjacent site, Wuta may move to that site (using landspeed) as a regular move.",
                grant(
                    None,
                    "deploy",
                    Some("if an Imperial at an adjacent site"),
                    "Wuta",
                    " to that site (using landspeed) as a regular move",
                ),
            ),
        ]);
        // No one named, or a limit: not a grant of this kind.
        assert!(!matches!(
            read(
                "During your control phase, may move your characters from Slave Quarters to here."
            ),
            Some(Fact::MoveInPhase { .. })
        ));
    }

    #[test]
    fn actions_of_their_own_and_what_still_limits() {
        let own = |t: &str| matches!(read(t), Some(Fact::OwnAction { .. }));
        assert!(own(
            "Relocate Jar Jar to a battle just initiated at an adjacent site."
        ));
        assert!(own("(Immune to Sense.) OR Cancel a 'react'."));
        assert!(own("Hidden Base: Deploy Rendezvous Point."));
        assert!(own(
            "Deploy a handmaiden to Amidala's location from Reserve Deck; reshuffle."
        ));
        assert!(own(
            "If about to be lost, your Rebel or Rebel starship at a related location may make a regular move."
        ));
        assert!(own("May deploy Weather Vane."));
        assert!(own("Any starship cannon may deploy aboard."));
        // Limits stay unread (or read as what they limit).
        assert!(!own("Character may not move for remainder of turn."));
        assert!(!own(
            "For remainder of game, you may not deploy Sidious, First Order characters, or Imperials."
        ));
        assert!(!own(
            "Target cannot move or battle until end of your next turn."
        ));
        assert_eq!(read("Cannot be moved."), Some(Fact::MayNotMove));
        assert_eq!(
            read("Must deploy on Hoth, but may move elsewhere."),
            Some(Fact::DeploysOnly {
                places: "on Hoth".into()
            })
        );
    }

    #[test]
    fn site_landspeed_requirements_and_whenever() {
        assert_eq!(
            read("Dark: Your character movement from here (except for Yuzzum and scouts) requires +1 landspeed.".split_once(": ").unwrap().1),
            Some(Fact::LandspeedHere {
                who: Who::Yours("characters".into()),
                extra: 1,
                except: Some("Yuzzum and scouts".into()),
            })
        );
        // "whenever" holds "never" but limits nothing.
        assert!(matches!(
            read(
                "Whenever opponent deploys a character to same or adjacent site, may activate 1 Force."
            ),
            Some(Fact::OwnAction { .. })
        ));
        assert!(matches!(
            read(
                "If a Rebel just deployed or moved to a site where you have a trooper present armed with a weapon, use 1 Force."
            ),
            Some(Fact::OwnAction { .. })
        ));
        // A limit after a condition is no action: a played card's limit on its target.
        assert!(matches!(
            read("If destiny > pilot's ability, starship may not move this turn."),
            Some(Fact::TargetLimit { .. })
        ));
    }

    #[test]
    fn weapons_aboard_and_shuttle_prices() {
        assert_eq!(
            read("Guri deploys aboard for free."),
            Some(Fact::DeployPrice {
                cost: Cost::Free,
                who: Who::Any("Guri".into()),
                place: Some("aboard".into()),
                condition: None,
            })
        );
        assert_eq!(
            read("You shuttle from here for free."),
            Some(Fact::MoveCostHere {
                cost: Cost::Free,
                who: Who::Yours(String::new()),
                between: None,
                way: Way::From,
                by_landspeed: false,
            })
        );
        // Two acts in one sentence are not read as one of them.
        assert_eq!(
            read("Your non-scavenger characters deploy and move to here for +1 Force."),
            None
        );
        assert_eq!(
            read("Kilian, Mace, and clones deploy -1 aboard and shuttle from here for free."),
            None
        );
    }

    #[test]
    fn counted_uniques_and_moving_like_a_character() {
        assert_eq!(
            read(
                "May not be deployed if three or more of opponent's unique (•) characters on table."
            ),
            Some(Fact::NotWhileUniques { n: 3 })
        );
        assert!(matches!(
            read("Moves like a character at normal use of the Force."),
            Some(Fact::MayMove { .. })
        ));
    }

    #[test]
    fn deploying_without_presence() {
        let without = |aboard_too, except: Option<&str>| {
            Some(Fact::WithoutPresence {
                aboard_too,
                except: except.map(str::to_string),
            })
        };
        read_all([
            (
                "May deploy without presence or Force icons.",
                without(false, None),
            ),
            (
                "May deploy (and your characters may deploy aboard) even without presence or Force icons.",
                without(true, None),
            ),
            (
                "May deploy even with out presence or Force icons (except to Rendezvous Point).",
                without(false, Some("Rendezvous Point")),
            ),
            // With a pilot, to a system: a way of its own, not read here.
            (
                "May deploy with a pilot to a system without presence or Force icons.",
                None,
            ),
        ]);
    }

    #[test]
    fn a_location_grants_whom_it_names() {
        read_all([
            (
                "Your starfighters may deploy here and are immune to Awwww, Cannot Get Your Ship Out here.",
                Some(Fact::MayDeployHere {
                    who: Who::Yours("starfighters".into()),
                }),
            ),
            (
                "Dark Waters may deploy here.",
                Some(Fact::MayDeployHere {
                    who: Who::Any("Dark Waters".into()),
                }),
            ),
        ]);
        // With a way of its own ("as a 'react'", "from Reserve Deck") it is another grant.
        assert!(!matches!(
            read("Your TIEs may deploy here as a 'react'."),
            Some(Fact::MayDeployHere { .. })
        ));
    }

    #[test]
    fn a_location_limits_one_card_moving_from_it() {
        assert_eq!(
            read("Sandwhirl here moves only if on Tatooine."),
            Some(Fact::MayNotMoveHere {
                who: Who::Any("Sandwhirl".into()),
                way: Way::From,
                condition: Some("on Tatooine".into()),
                unless: true,
            })
        );
    }

    #[test]
    fn what_a_card_on_another_says_of_its_moving() {
        read_all([
            (
                "Droid cannot move and cannot utilize its 'game text.'",
                Some(Fact::MayNotMove),
            ),
            (
                "Character is power = 0 and may not move.",
                Some(Fact::MayNotMove),
            ),
            ("Cannot move.", Some(Fact::MayNotMove)),
        ]);
        assert_ne!(
            read("Droid cannot move and may not deploy."),
            Some(Fact::MayNotMove)
        );
    }

    #[test]
    fn a_card_forbids_reacts_to_where_it_stands() {
        read_all([
            (
                "Opponent may not 'react' to same system or sector.",
                Some(Fact::MayNotReactHere {
                    who: Who::Opponents(String::new()),
                    way: Way::To,
                }),
            ),
            (
                "Opponent may not 'react' to here and must first use 1 Force to draw a card for battle destiny here.",
                Some(Fact::MayNotReactHere {
                    who: Who::Opponents(String::new()),
                    way: Way::To,
                }),
            ),
        ]);
        assert_eq!(
            read("Opponent may not 'react' to here and may not deploy here."),
            None
        );
        assert_eq!(
            read("Prevents opponent from 'reacting' to same site."),
            Some(Fact::MayNotReactHere {
                who: Who::Opponents(String::new()),
                way: Way::To,
            })
        );
    }

    #[test]
    fn which_way_a_react_is_forbidden() {
        let no = |way| {
            Some(Fact::MayNotReactHere {
                who: Who::Opponents(String::new()),
                way,
            })
        };
        read_all([
            ("Opponent may not 'react' to here.", no(Way::To)),
            ("Opponent may not 'react' to or from here.", no(Way::Either)),
            ("Opponent may not 'react' from same site.", no(Way::From)),
        ]);
    }

    #[test]
    fn a_location_grants_reacts_and_moves_to_whom_it_names() {
        let free_between = |there: &str, way| {
            Some(Fact::MoveCostHere {
                cost: Cost::Free,
                who: Who::Yours(String::new()),
                between: Some(there.into()),
                way,
                by_landspeed: false,
            })
        };
        let react = |who: &str, free| {
            Some(Fact::ReactHere {
                who: Who::Yours(who.into()),
                free,
                at: None,
            })
        };
        read_all([
            (
                "Your starships may move here as a 'react.'",
                react("starships", false),
            ),
            (
                "Your starships may move to here as a 'react.",
                react("starships", false),
            ),
            (
                "Your troopers and Royal Guards may 'react' to here for free.",
                react("troopers and Royal Guards", true),
            ),
            (
                "Your troopers may move to same Hoth site as a 'react.'",
                Some(Fact::ReactHere {
                    who: Who::Yours("troopers".into()),
                    free: false,
                    at: Some("any Hoth site".into()),
                }),
            ),
            (
                "During your move phase, your scouts may move between here and any exterior Endor site.",
                Some(Fact::MoveBetween {
                    who: Who::Yours("scouts".into()),
                    there: "any exterior Endor site".into(),
                    way: Way::Either,
                    named_here: None,
                }),
            ),
            (
                "During your move phase, may move your characters from here to Mos Eisley.",
                Some(Fact::MoveBetween {
                    who: Who::Yours("characters".into()),
                    there: "Mos Eisley".into(),
                    way: Way::From,
                    named_here: None,
                }),
            ),
            // The location's own name where "here" would be (Endor: Back Door's).
            (
                "During your move phase, you may move from Back Door to Bunker (or vice versa).",
                Some(Fact::MoveBetween {
                    who: Who::Yours(String::new()),
                    there: "Bunker".into(),
                    way: Way::Either,
                    named_here: Some("Back Door".into()),
                }),
            ),
            (
                "During your move phase, you may move to here for free from any Death Star site.",
                free_between("any Death Star site", Way::To),
            ),
            (
                "During your move phase, you may move free from here directly to Mountains (or vice versa).",
                free_between("Mountains", Way::Either),
            ),
            (
                "During your move phase, may move for free from here to any other Hoth site.",
                free_between("any other Hoth site", Way::From),
            ),
        ]);
        // A place or a condition in whom it names is not this template's.
        assert!(!matches!(
            read(
                "Your starships at the nearest related asteroid sector may move here as a `react.'"
            ),
            Some(Fact::ReactHere { .. })
        ));
        assert!(!matches!(
            read(
                "During your move phase, a pair of [Clone Army] characters may move between here and a site you occupy."
            ),
            Some(Fact::MoveBetween { .. })
        ));
    }

    #[test]
    fn a_move_price_where_the_card_stands() {
        let free_from = |who: &str| Fact::MoveCostHere {
            cost: Cost::Free,
            who: Who::Yours(who.into()),
            between: None,
            way: Way::From,
            by_landspeed: false,
        };
        assert_eq!(
            read("Your starships may move from same exterior site for free."),
            Some(Fact::While {
                condition: "at an exterior site".into(),
                fact: Box::new(free_from("starships")),
            })
        );
        assert_eq!(
            read("Your vehicles may move from this site for free."),
            Some(free_from("vehicles"))
        );
        assert_eq!(
            read(
                "Opponent's characters require +1 Force to move from same site using their landspeed."
            ),
            Some(Fact::MoveCostHere {
                cost: Cost::By(1),
                who: Who::Opponents("characters".into()),
                between: None,
                way: Way::From,
                by_landspeed: true,
            })
        );
        // A move to the same site as a card, or as a react, is not this price.
        assert!(!matches!(
            read("Your troopers may move to same Hoth site as a 'react'."),
            Some(Fact::MoveCostHere { .. } | Fact::While { .. })
        ));
    }

    #[test]
    fn a_react_to_the_related_system() {
        assert_eq!(
            read(
                "When at a Kashyyyk site, your starships may move to the related system as a 'react'."
            ),
            Some(Fact::ReactToRelated {
                who: Who::Yours("starships".into()),
                from: Some("a Kashyyyk site".into()),
            })
        );
    }

    #[test]
    fn a_price_or_another_if() {
        let price = |who: &str| {
            Box::new(Fact::DeployCostHere {
                cost: Cost::By(-1),
                who: Who::Yours(who.into()),
                to: None,
            })
        };
        assert_eq!(
            read("Your starships deploy -1 here, -2 if Tarkin is aboard a starship here."),
            Some(Fact::PriceOrIf {
                fact: price("starships"),
                cost: Cost::By(-2),
                condition: "Tarkin is aboard a starship here".into(),
            })
        );
        assert_eq!(
            read("Your fighters deploy -1 (or -2 if freighter) here."),
            Some(Fact::PriceOrIf {
                fact: price("fighters"),
                cost: Cost::By(-2),
                condition: "freighter".into(),
            })
        );
    }

    #[test]
    fn a_price_once_per_turn() {
        assert_eq!(
            read("Once per turn, when you deploy an astromech, it is deploy -1."),
            Some(Fact::OncePerTurn {
                fact: Box::new(Fact::DeployCostHere {
                    cost: Cost::By(-1),
                    who: Who::Yours("astromechs".into()),
                    to: None,
                })
            })
        );
        assert_eq!(
            read("The first alien you deploy here each turn is deploy -1."),
            Some(Fact::OncePerTurn {
                fact: Box::new(Fact::DeployCostHere {
                    cost: Cost::By(-1),
                    who: Who::Yours("aliens".into()),
                    to: None,
                })
            })
        );
        // Another action once per turn is the card's own act, not this price.
        assert!(!matches!(
            read("Once per turn, when you deploy a droid, may draw one card."),
            Some(Fact::OncePerTurn { .. })
        ));
    }

    #[test]
    fn templates() {
        assert_eq!(
            read("Never deploys to a site opponent occupies."),
            Some(Fact::NeverTo {
                occupancy: Occupancy::OpponentOccupies,
                moves_too: false
            })
        );
        assert_eq!(
            read("Never deploys or moves (even if carried) to a site opponent occupies."),
            Some(Fact::NeverTo {
                occupancy: Occupancy::OpponentOccupies,
                moves_too: true
            })
        );
        assert_eq!(
            read("May move as a 'react' only to Hoth sites."),
            Some(Fact::React {
                only: Some("Hoth sites".into()),
                cost: None
            })
        );
        assert_eq!(
            read("Deploys -2 to Ahch-To."),
            Some(Fact::DeployCost {
                cost: Cost::By(-2),
                to: "Ahch-To".into()
            })
        );
        assert_eq!(
            read("Your Wampas deploy free here."),
            Some(Fact::DeployCostHere {
                cost: Cost::Free,
                who: Who::Yours("Wampas".into()),
                to: None
            })
        );
        assert_eq!(
            read(
                "During your move phase, you may move free between here and Executor or any Executor site."
            ),
            Some(Fact::MoveCostHere {
                cost: Cost::Free,
                who: Who::Yours(String::new()),
                between: Some("Executor or any Executor site".into()),
                way: Way::Either,
                by_landspeed: false,
            })
        );
        assert!(matches!(
            read("No starships or vehicles here except speeder bikes, AT-STs."),
            Some(Fact::NoHere { .. })
        ));
        assert_eq!(
            read("Landspeed = 2."),
            Some(Fact::Landspeed {
                is: Some(2),
                fixed: false
            })
        );
        assert_eq!(read("Cannot move."), Some(Fact::MayNotMove));
        assert!(matches!(
            read("Use 2 Force to deploy on your Star Destroyer."),
            Some(Fact::Both(a, b)) if matches!(*a, Fact::DeployOn { .. })
                && matches!(*b, Fact::DeployPrice { cost: Cost::Is(2), .. })
        ));
        assert_eq!(
            read("Deploy only to Wampa Cave or unoccupied marker site."),
            Some(Fact::DeploysOnly {
                places: "to Wampa Cave or unoccupied marker site".into()
            })
        );
        // A restriction inside an action is not read as the action alone.
        assert_eq!(
            read("Once per turn, may deploy X; opponent may not move."),
            None
        );
        assert_eq!(read("Power +1 wherever it deploys, moving fast."), None);
    }

    /// Round 6: an act that only triggers (or conditions) an effect that bears on no act.
    #[test]
    fn an_act_only_in_a_trigger_limits_none() {
        let response = || {
            Some(Fact::OwnAction {
                what: "an effect an act only triggers (or conditions): the effect bears on no act, and it limits none",
            })
        };
        read_all([
            (
                "When opponent deploys a spy or scout to same (or related) exterior site, opponent loses 1 Force.",
                response(),
            ),
            (
                "You may retrieve 1 Force whenever you deploy a matching operative to the Renegade planet.",
                response(),
            ),
            (
                "Lost if Vader on table and opponent 'reacts' to same location as Ozzel.",
                response(),
            ),
            (
                "{Flip} this card if you move Leia to Yavin 4: War Room.",
                response(),
            ),
            (
                "If deployed to same site as frozen Han, Leia may not battle until your next turn.",
                response(),
            ),
            // The effect speaks of moving: not this template's (round 27's: a card deployed
            // this turn that may not move, `grammar_cardmove`).
            (
                "When opponent deploys a character or vehicle to a marker site, activate 1 Force and that card may not move that turn.",
                Some(Fact::DeployedMayNotMove {
                    who: Who::Opponents("character or vehicle".into()),
                    to: "a marker site".into(),
                    except: None,
                }),
            ),
            // The effect is a deploy's price: no trigger's, read by round 27's reader after
            // the grammar's templates (`grammar_carddeploy`), on the card's condition.
            (
                "When at a system, sector, or docking bay, once during each of your deploy phases, subtracts 2 from deploy cost of your unique (•) X-wing deploying here.",
                None,
            ),
        ]);
    }

    /// Round 6: a card's grant of a react to where it stands ("to same site").
    #[test]
    fn a_react_to_same_site_is_a_grant_of_where_it_stands() {
        read_all([
            (
                "Your [Endor] troopers may move as a 'react' to same site.",
                Some(Fact::ReactHere {
                    who: Who::Yours("[Endor] troopers".into()),
                    free: false,
                    at: None,
                }),
            ),
            (
                "Your other starships may move as a 'react' to same system or sector (for free).",
                Some(Fact::ReactHere {
                    who: Who::Yours("other starships".into()),
                    free: true,
                    at: None,
                }),
            ),
            // Whom it names stand elsewhere, and it reaches an adjacent site: not this template's
            // (round 27's react from where they stand, `grammar_cardmove`).
            (
                "Your characters and vehicles at related sites may move as a 'react' to same or adjacent site.",
                Some(Fact::ReactFrom {
                    who: Who::Yours("characters and vehicles".into()),
                    related: true,
                    to: "same or adjacent site".into(),
                }),
            ),
        ]);
    }

    /// Round 6: "… may not deploy (or move) to same site", of the site where the card stands.
    #[test]
    fn may_not_deploy_to_same_site() {
        read_all([
            (
                "Droids may not deploy to same site.",
                Some(Fact::MayNotDeployHere {
                    who: Who::Any("Droids".into()),
                    deploys: true,
                    moves: false,
                    if_you_occupy: false,
                }),
            ),
            (
                "Opponent's spies, gamblers and thieves may not deploy or move to same site.",
                Some(Fact::MayNotDeployHere {
                    who: Who::Opponents("spies, gamblers and thieves".into()),
                    deploys: true,
                    moves: true,
                    if_you_occupy: false,
                }),
            ),
            // Same site as another card, with a further place: not a limit of "here".
            (
                "Opponent's characters of ability < 4 may not move from same site as Bib to a Jabba's Palace site.",
                Some(Fact::MayNotGoTo {
                    who: Who::Opponents("characters of ability < 4".into()),
                    acts: Acts::movement()
                        .kinds()
                        .filter(|&k| k != ActKind::Relocate)
                        .fold(Acts::NONE, |a, k| a.with(k)),
                    to: "a Jabba's Palace site".into(),
                    from_here: true,
                }),
            ),
        ]);
    }

    /// Round 6: "Deploys (even using Combat Response) and moves like a starfighter".
    #[test]
    fn moves_like_a_starfighter_with_an_aside() {
        read_all([
            (
                "Deploys (even using Combat Response) and moves like a starfighter.",
                Some(Fact::LikeStarfighter),
            ),
            (
                "Deploys and moves like a starfighter.",
                Some(Fact::LikeStarfighter),
            ),
            ("Deploys and moves like an undercover spy.", None),
        ]);
    }

    /// Round 6: a creature attack's result for those it defeats.
    #[test]
    fn what_a_creature_does_to_its_victims() {
        let own = || {
            Some(Fact::OwnAction {
                what: "what its creature attack does to those it defeats (its own act); it limits no other act",
            })
        };
        read_all([
            (
                "Defeated characters are eaten or relocated to Wampa Cave (opponent of victim chooses).",
                own(),
            ),
            (
                "Defeated droids are relocated to an adjacent exterior site (opponent of victim chooses).",
                own(),
            ),
            (
                "Attacks starfighters (defeated cards are eaten or relocated to Belly, opponent of victim chooses).",
                own(),
            ),
            // Not what follows a defeat: a limit on moving.
            ("Moves toward another Rancor whenever possible.", None),
        ]);
    }

    /// Round 6: a card's price for moving from the site where it stands.
    #[test]
    fn a_price_of_moving_from_where_a_card_stands() {
        let from = |cost, who: Who, by_landspeed| {
            Some(Fact::MoveCostHere {
                cost,
                who,
                between: None,
                way: Way::From,
                by_landspeed,
            })
        };
        read_all([
            (
                "Opponent's characters require +1 Force to move from same site using their landspeed.",
                from(Cost::By(1), Who::Opponents("characters".into()), true),
            ),
            (
                "Opponent's Jedi using landspeed from here require +2 Force.",
                from(Cost::By(2), Who::Opponents("Jedi".into()), true),
            ),
            (
                "For opponent to move a starship from here requires +1 Force.",
                from(Cost::By(1), Who::Opponents("starship".into()), false),
            ),
            (
                "Your battle droids may move from this site for free.",
                from(Cost::Free, Who::Yours("battle droids".into()), false),
            ),
            // Another place: not these templates'. (On the side's occupation, a price is
            // [`occupied_price`]'s: `a_location_price_on_its_sides_occupation`.) Since round
            // 26, a side's price between kinds of places (`more::move_price_between`).
            (
                "Opponent's characters require +1 Force to move from Tatooine sites using their landspeed.",
                Some(Fact::MoveCostBetween {
                    who: Who::Opponents("characters".into()),
                    from: Some("Tatooine sites".into()),
                    to: None,
                    cost: Cost::By(1),
                    by_landspeed: true,
                }),
            ),
            // A price beside a kind of the speaker's side, wherever the card stands: not this
            // template's (round 27's, `grammar_cardmove`).
            (
                "For opponent to move a character or vehicle from same site as your Dark Jedi requires +1 Force.",
                Some(Fact::MoveCostBeside {
                    who: Who::Opponents("character or vehicle".into()),
                    beside: "Dark Jedi".into(),
                    cost: Cost::By(1),
                }),
            ),
        ]);
    }

    /// Round 6: an Epic Event's labelled action.
    #[test]
    fn a_labelled_action_of_an_epic_event() {
        for text in [
            "I Have To Face Him: Once per game, during your move phase, may relocate Luke to same battleground as Prophecy Of The Force.",
            "The Cosmic Force: Once per turn, may peek at the top X cards of your Force Pile or Lost Pile, where X = the number of Jedi 'communing'; may move one of those cards to the bottom of that pile.",
        ] {
            assert!(matches!(read(text), Some(Fact::OwnAction { .. })), "{text}");
        }
        // A limit under a label is no action of its own.
        assert_eq!(
            read("Tied To The End Of A String: You may not deploy starships here."),
            None
        );
    }

    /// Round 6: a sentence that states two facts.
    #[test]
    fn two_facts_in_one_sentence() {
        let both = |a, b| Some(Fact::Both(Box::new(a), Box::new(b)));
        let here = |n, who: &str| Fact::DeployCostHere {
            cost: Cost::By(n),
            who: Who::Yours(who.into()),
            to: None,
        };
        read_all([
            (
                "To move or deploy your starship to here requires +1 Force.",
                both(
                    Fact::MoveCostHere {
                        cost: Cost::By(1),
                        who: Who::Yours("starship".into()),
                        between: None,
                        way: Way::To,
                        by_landspeed: false,
                    },
                    here(1, "starship"),
                ),
            ),
            (
                "Your starships deploy -2 and your pilots deploy -1 here.",
                both(here(-2, "starships"), here(-1, "pilots")),
            ),
            (
                "Your capital starships deploy -2 and your starfighters deploy -1 here.",
                both(here(-2, "capital starships"), here(-1, "starfighters")),
            ),
            (
                "Your Gungans deploy -1 here and move from here for free.",
                both(
                    here(-1, "Gungans"),
                    Fact::MoveCostHere {
                        cost: Cost::Free,
                        who: Who::Yours("Gungans".into()),
                        between: None,
                        way: Way::From,
                        by_landspeed: false,
                    },
                ),
            ),
            (
                "Deploy and move only at interior mobile sites.",
                both(
                    Fact::DeploysOnly {
                        places: "to interior mobile sites".into(),
                    },
                    Fact::MovesTo {
                        places: "interior mobile sites".into(),
                        only: true,
                        carried: false,
                    },
                ),
            ),
            (
                "Never deploys or moves (even if carried) except to an [Episode VII] location without a [Light Side] icon.",
                both(
                    Fact::DeploysOnly {
                        places: "to an [Episode VII] location without a [Light Side] icon".into(),
                    },
                    Fact::MovesTo {
                        places: "an [Episode VII] location without a [Light Side] icon".into(),
                        only: true,
                        carried: true,
                    },
                ),
            ),
            // A price and a limit on the side's occupying with a kind of card (round 29): each
            // on the condition, which the board settles (who occupies, with what). (On the
            // side's occupation alone it is two prices: `a_sides_limit_and_a_cards_own_condition`;
            // a price with a hyperspeed is `a_locations_hyperspeed`'s.)
            (
                "If you occupy with a Star Destroyer, opponent's Star Cruisers are deploy +2 (and may not deploy here).",
                {
                    let on = |f: Fact| {
                        Box::new(Fact::While {
                            condition: "you occupy with a Star Destroyer".into(),
                            fact: Box::new(f),
                        })
                    };
                    let who = Who::Opponents("Star Cruisers".into());
                    Some(Fact::Both(
                        on(Fact::DeployCostHere {
                            cost: Cost::By(2),
                            who: who.clone(),
                            to: None,
                        }),
                        on(Fact::MayNotDeployHere {
                            who,
                            deploys: true,
                            moves: false,
                            if_you_occupy: false,
                        }),
                    ))
                },
            ),
        ]);
    }

    #[test]
    fn a_location_price_on_its_sides_occupation() {
        let occupied = |t: &str| match fact(&normalise(t)) {
            Some(Fact::IfYouOccupy { unless, fact }) => Some((unless, *fact)),
            _ => None,
        };
        assert_eq!(
            occupied(
                "If you occupy, opponent must use +1 Force to move from here using landspeed."
            ),
            Some((
                false,
                Fact::MoveCostHere {
                    cost: Cost::By(1),
                    who: Who::Opponents(String::new()),
                    between: None,
                    way: Way::From,
                    by_landspeed: true,
                }
            ))
        );
        assert_eq!(
            occupied(
                "If you occupy, opponent must first use 1 Force to move a character from here."
            ),
            Some((
                false,
                Fact::MoveCostHere {
                    cost: Cost::By(1),
                    who: Who::Opponents("characters".into()),
                    between: None,
                    way: Way::From,
                    by_landspeed: false,
                }
            ))
        );
        assert_eq!(
            occupied(
                "Unless you occupy, you must first use 1 Force to deploy a non-scout character here."
            ),
            Some((
                true,
                Fact::DeployCostHere {
                    cost: Cost::By(1),
                    who: Who::Yours("non-scout characters".into()),
                    to: None,
                }
            ))
        );
        assert_eq!(
            occupied(
                "While you occupy, opponent's [Presence] droids require +1 Force to move to here."
            ),
            Some((
                false,
                Fact::MoveCostHere {
                    cost: Cost::By(1),
                    who: Who::Opponents("[Presence] droids".into()),
                    between: None,
                    way: Way::To,
                    by_landspeed: false,
                }
            ))
        );
        // Look-alikes: a condition the template does not settle (control; occupying with a
        // kind of card), and a price for moving or deploying a starship.
        for t in [
            "If you control, opponent must use +1 Force to move from here using landspeed.",
            "If you occupy with a [Clone Army] starship, opponent must use +1 Force to move or deploy a starship to here.",
            "If you occupy, opponent must use +1 Force to move or deploy a starship to here.",
        ] {
            assert_eq!(occupied(t), None, "{t}");
        }
    }

    /// A side's limit on where its cards go, read wherever it stands, and on a condition of
    /// the card's own ("While on Hoth, …"), kept as written.
    #[test]
    fn a_cards_limit_by_its_title_on_a_condition() {
        // One card named by its title (round 15): its limit, whoever's the card is, on the
        // condition written before it.
        assert!(
            matches!(
                read("Emperor may not deploy to Coruscant."),
                Some(Fact::MayNotGoTo { who: Who::Any(ref w), ref to, .. }) if w == "Emperor" && to == "Coruscant"
            ),
            "{:?}",
            read("Emperor may not deploy to Coruscant.")
        );
        assert!(
            matches!(
                read("If you control, Emperor may not deploy to Coruscant."),
                Some(Fact::While { ref condition, .. }) if condition == "you control"
            ),
            "{:?}",
            read("If you control, Emperor may not deploy to Coruscant.")
        );
        // Nor a plural kind without a side ("Droids may not deploy to …": a location's own).
        assert!(
            !matches!(
                read("Droids may not deploy to Cloud City."),
                Some(Fact::MayNotGoTo { .. })
            ),
            "{:?}",
            read("Droids may not deploy to Cloud City.")
        );
    }

    #[test]
    fn a_sides_limit_and_a_cards_own_condition() {
        let moving = Acts::movement()
            .kinds()
            .filter(|&k| k != ActKind::Relocate)
            .fold(Acts::NONE, |a, k| a.with(k));
        assert_eq!(
            read("Opponent's characters may not move to underwater sites."),
            Some(Fact::MayNotGoTo {
                who: Who::Opponents("characters".into()),
                acts: moving,
                to: "underwater sites".into(),
                from_here: false,
            })
        );
        assert_eq!(
            read("Opponent may not deploy or move to Bunker."),
            Some(Fact::MayNotGoTo {
                who: Who::Opponents(String::new()),
                acts: moving.with(ActKind::Deploy),
                to: "Bunker".into(),
                from_here: false,
            })
        );
        assert_eq!(
            read("Opponent's characters may not move from same site as Bewil to a mobile site."),
            Some(Fact::MayNotGoTo {
                who: Who::Opponents("characters".into()),
                acts: moving,
                to: "a mobile site".into(),
                from_here: true,
            })
        );
        assert_eq!(
            read(
                "While on Hoth, opponent may not 'react' to any Echo site, and Derlin may use 1 Force to cancel Breached Defenses."
            ),
            Some(Fact::While {
                condition: "on Hoth".into(),
                fact: Box::new(Fact::MayNotGoTo {
                    who: Who::Opponents(String::new()),
                    acts: Acts::NONE.with(ActKind::React),
                    to: "any Echo site".into(),
                    from_here: false,
                }),
            })
        );
        // An Objective's "this side up" (what_a_side_may_not_deploy has its "interior Naboo
        // sites" one).
        assert!(matches!(
            read("{While} this side up, your spies, 8D8, Revolution, Death Star Plans and Detention Block Control Room may not deploy to Death Star."),
            Some(Fact::While { fact, .. }) if matches!(&*fact, Fact::MayNotGoTo { to, .. } if to == "Death Star")
        ));
        assert_eq!(
            read("While at Theed Palace Hallway, opponent's characters may not move from here."),
            Some(Fact::While {
                condition: "at Theed Palace Hallway".into(),
                fact: Box::new(Fact::MayNotMoveHere {
                    who: Who::Opponents("characters".into()),
                    way: Way::From,
                    condition: None,
                    unless: false,
                }),
            })
        );
        // Two prices on the location's side's occupation, and a limit after a clause on the
        // condition that bears on no act.
        let graveyard_body = read(
            "Unless you occupy, your non-scavenger characters deploy and move to here for +1 Force.",
        );
        assert!(
            matches!(&graveyard_body, Some(Fact::Both(a, b))
                if matches!(&**a, Fact::IfYouOccupy { unless: true, fact }
                    if matches!(**fact, Fact::DeployCostHere { cost: Cost::By(1), .. }))
                && matches!(&**b, Fact::IfYouOccupy { unless: true, fact }
                    if matches!(**fact, Fact::MoveCostHere { cost: Cost::By(1), way: Way::To, .. }))),
            "{graveyard_body:?}"
        );
        // A limit and two prices on the one condition.
        let limit_and_prices = read(
            "Unless you occupy, Jabba may not deploy here and your aliens and droids deploy and move to here for +1 Force.",
        );
        assert!(
            matches!(&limit_and_prices, Some(Fact::Both(a, b))
                if matches!(&**a, Fact::IfYouOccupy { unless: true, fact }
                    if matches!(**fact, Fact::MayNotDeployHere { deploys: true, .. }))
                && matches!(&**b, Fact::Both(..))),
            "{limit_and_prices:?}"
        );
        assert_eq!(
            read(
                "If you occupy, Force generation +1 here, and opponent's characters may not move from here."
            ),
            Some(Fact::MayNotMoveHere {
                who: Who::Opponents("characters".into()),
                way: Way::From,
                condition: Some("you occupy".into()),
                unless: false,
            })
        );
        // Look-alike: a clause before the limit that bears on an act.
        assert!(!matches!(
            read(
                "If you occupy, your characters deploy free here, and opponent's characters may not move from here."
            ),
            Some(Fact::MayNotMoveHere { .. })
        ));
        // A location's limit unless its side occupies it (not a condition inside whom it
        // names).
        assert_eq!(
            read("Unless you occupy, your spies may not deploy here."),
            Some(Fact::IfYouOccupy {
                unless: true,
                fact: Box::new(Fact::MayNotDeployHere {
                    who: Who::Yours("spies".into()),
                    deploys: true,
                    moves: false,
                    if_you_occupy: false,
                }),
            })
        );
        // A price on the condition: the price as it stands alone.
        let jedi_temple = read(
            "While a Jedi here, opponent's characters deploy +2 here and cancels Force drains at Jedi Council Chamber.",
        );
        assert!(
            matches!(
                &jedi_temple,
                Some(Fact::While { condition, fact })
                    if condition == "a Jedi here"
                        && matches!(**fact, Fact::DeployCostHere { cost: Cost::By(2), .. })
            ),
            "{jedi_temple:?}"
        );
        // Look-alikes: a place relative to a battle or to related sites, a clause after the
        // limit that bears on an act, a condition in brackets, and a condition that is no
        // "while".
        for t in [
            "Opponent may not 'react' away from a battle where you have a blaster present.",
            "While armed (or with a Mandalorian), opponent may not move away from (or cancel) battles here.",
            "While aboard Blockade Flagship, opponent's Jedi may not move or deploy to Bridge, and your Jedi may move to Bridge.",
        ] {
            assert!(
                !matches!(read(t), Some(Fact::MayNotGoTo { .. } | Fact::While { .. })),
                "{t}: {:?}",
                read(t)
            );
        }
    }

    /// A card's own react on a condition of its own: the react as it reads alone, the
    /// condition kept; a condition in brackets, or a tail the react does not read, is not.
    #[test]
    fn a_react_on_its_own_condition() {
        let t = "While 'ridden' by a Gungan, may move as a 'react.'";
        match read(t) {
            Some(Fact::While { condition, fact }) => {
                assert_eq!(condition, "'ridden' by a Gungan");
                assert!(matches!(
                    *fact,
                    Fact::React {
                        only: None,
                        cost: None
                    }
                ));
            }
            other => panic!("{t}: {other:?}"),
        }
        for t in [
            "While 'ridden' by a Gungan (or a Jawa), may move as a 'react.'",
            "While 'ridden' by a Gungan, may move as a 'react' and adds 1 to power if Jar Jar aboard.",
        ] {
            assert!(
                !matches!(read(t), Some(Fact::While { .. })),
                "{t}: {:?}",
                read(t)
            );
        }
        // A clause after about no act, with no condition of its own: the react on its
        // condition is read (round 26, `more::clause_and_nothing`).
        assert_eq!(
            read("While 'ridden' by a Gungan, may move as a 'react' and adds 1 to power."),
            read("While 'ridden' by a Gungan, may move as a 'react'.")
        );
    }

    /// A card's own move price on a condition of its own, the other clauses its stats; a
    /// clause of another subject, or one that bears on an act, is not read so.
    #[test]
    fn a_cards_own_move_price_on_its_condition() {
        let free = |c: &str| {
            Some(Fact::While {
                condition: c.into(),
                fact: Box::new(Fact::MoveCost {
                    cost: Cost::Free,
                    condition: None,
                }),
            })
        };
        read_all([
            (
                "When 'ridden' by a Jawa, moves for free and draws one battle destiny if not able to otherwise.",
                free("'ridden' by a Jawa"),
            ),
            (
                "When Jabba aboard, moves for free and immune to attrition.",
                free("Jabba aboard"),
            ),
            (
                "While Luke or Emperor on table, power +1 and she moves for free.",
                free("Luke or Emperor on table"),
            ),
        ]);
        // Look-alikes: the vehicle a driver drives moves free, not the driver; a clause that
        // bears on an act; a move price on a condition inside its own clause.
        for t in [
            "When driving a vehicle, that vehicle is power +3 and moves for free.",
            "When driving a transport vehicle, it moves for free and he adds one battle destiny.",
            "While on Hoth, moves for free and may deploy as a 'react'.",
            "While armed, moves for free if Vader on table.",
        ] {
            assert!(
                !matches!(read(t), Some(Fact::While { fact, .. }) if matches!(*fact, Fact::MoveCost { .. })),
                "{t}"
            );
        }
    }

    /// A deploy that takes Force from each player's Force Pile; a look-alike that takes it
    /// from one pile (or from the owner only) is not read so.
    #[test]
    fn a_deploy_from_both_force_piles() {
        read_all([
            (
                "To deploy, requires 2 Force from each players' Force Pile.",
                Some(Fact::FromBothPiles { n: 2 }),
            ),
            (
                "*To deploy, requires 1 Force from each players' Force Pile.",
                Some(Fact::FromBothPiles { n: 1 }),
            ),
            (
                "To deploy (on your side of table), requires 3 Force from both players' Force Piles.",
                Some(Fact::Both(
                    Box::new(Fact::DeployOn {
                        target: "your side of table".into(),
                        condition: None,
                    }),
                    Box::new(Fact::FromBothPiles { n: 3 }),
                )),
            ),
        ]);
        for t in [
            "To deploy, requires 1 Force from your Force Pile.",
            "Your Jawas deploy here for 1 Force from you only.",
        ] {
            assert!(
                !matches!(read(t), Some(Fact::FromBothPiles { .. } | Fact::Both(..))),
                "{t}"
            );
        }
    }

    /// A limit or price on whether the side controls the location (or occupies it with a
    /// kind of card): the condition kept as written; a grant or a stat on that condition is
    /// not read so.
    #[test]
    fn the_opponents_limit_that_names_no_place_holds_anywhere() {
        let nowhere = |who: &str| Fact::MayNotGoTo {
            who: Who::Opponents(who.into()),
            acts: Acts::NONE.with(ActKind::Deploy),
            to: ANYWHERE.into(),
            from_here: false,
        };
        assert_eq!(
            read("If you control, opponent may not deploy Executor."),
            Some(Fact::While {
                condition: "you control".into(),
                fact: Box::new(nowhere("Executor")),
            })
        );
        assert_eq!(
            read("Opponent may not deploy Executor."),
            Some(nowhere("Executor"))
        );
        // Words beyond names (a time, a condition) are not this template's; the side's own
        // "You may not deploy …" is its deck's limit.
        assert!(!matches!(
            read("Opponent may not deploy Executor this turn."),
            Some(Fact::MayNotGoTo { .. })
        ));
        assert!(!matches!(
            read("You may not deploy Jedi."),
            Some(Fact::MayNotGoTo { .. })
        ));
    }

    #[test]
    fn a_limit_on_control_keeps_its_condition() {
        let on = |c: &str, f: Fact| {
            Box::new(Fact::While {
                condition: c.into(),
                fact: Box::new(f),
            })
        };
        let starships = Who::Opponents("starships".into());
        for (t, c) in [
            (
                "If you control with a [Separatist] starship, opponent must use +1 Force to move or deploy a starship to here.",
                "you control with a [Separatist] starship",
            ),
            (
                "If you occupy with a [Clone Army] starship, opponent must use +1 Force to move or deploy a starship to here.",
                "you occupy with a [Clone Army] starship",
            ),
        ] {
            assert_eq!(
                read(t),
                Some(Fact::Both(
                    on(
                        c,
                        Fact::MoveCostHere {
                            cost: Cost::By(1),
                            who: starships.clone(),
                            between: None,
                            way: Way::To,
                            by_landspeed: false,
                        }
                    ),
                    on(
                        c,
                        Fact::DeployCostHere {
                            cost: Cost::By(1),
                            who: starships.clone(),
                            to: None,
                        }
                    ),
                )),
                "{t}"
            );
        }
        assert_eq!(
            read("If you control, opponent's characters may not move from here."),
            Some(*on(
                "you control",
                Fact::MayNotMoveHere {
                    who: Who::Opponents("characters".into()),
                    way: Way::From,
                    condition: None,
                    unless: false,
                }
            ))
        );
        // Round 21: a stat, then a grant to the guards it names on control (Corulag), read as
        // that grant on its condition; a grant of reacts is no limit.
        assert_eq!(
            read(
                "If you control, all non-unique Rebels are power and forfeit +1 and Rebel guards may move."
            ),
            Some(*on(
                "you control",
                Fact::NamedMayMove {
                    who: "Rebel guards".into()
                }
            ))
        );
        let t = "If you control, your starships may 'react' from same system as Executor.";
        assert!(
            !matches!(read(t), Some(Fact::While { .. } | Fact::Both(..))),
            "{t}"
        );
    }

    /// A react to a battle here, a price here and where else a location names, and a stat in
    /// an aside: each read; look-alikes with a condition are not.
    #[test]
    fn a_react_to_a_battle_here_a_price_here_and_at_and_a_stat_aside() {
        read_all([
            (
                "Your starships move as a 'react' (for free) to a battle here.",
                Some(Fact::ReactHere {
                    who: Who::Yours("starships".into()),
                    free: true,
                    at: None,
                }),
            ),
            (
                "Your spies deploy -1 here and at related sites.",
                Some(Fact::Both(
                    Box::new(Fact::DeployCostHere {
                        cost: Cost::By(-1),
                        who: Who::Yours("spies".into()),
                        to: None,
                    }),
                    Box::new(Fact::DeployCostHere {
                        cost: Cost::By(-1),
                        who: Who::Yours("spies".into()),
                        to: Some("to related sites".into()),
                    }),
                )),
            ),
            (
                "Ezra deploys -1 (and is immune to attrition) here.",
                Some(Fact::DeployPrice {
                    cost: Cost::By(-1),
                    who: Who::Any("Ezra".into()),
                    place: Some("here".into()),
                    condition: None,
                }),
            ),
            // Look-alikes: an aside that is a condition, or that bears on an act.
            (
                "Ezra deploys -1 (and is immune to attrition if armed) here.",
                None,
            ),
            // An aside that bears on an act is not this template's; since round 30 it is
            // read as the two prices it says (`grammar_round30`), never as a price with a
            // stat beside it.
            (
                "Thrawn and Pryce deploy -1 (and shuttle for free) to here.",
                Some(Fact::Both(
                    Box::new(Fact::DeployCostHere {
                        cost: Cost::By(-1),
                        who: Who::Any("Thrawn and Pryce".into()),
                        to: Some("to here".into()),
                    }),
                    Box::new(Fact::MoveCostHere {
                        cost: Cost::Free,
                        who: Who::Any("Thrawn and Pryce".into()),
                        between: None,
                        way: Way::To,
                        by_landspeed: false,
                    }),
                )),
            ),
        ]);
    }

    /// A limit on the card's own condition after a clause of its stats: the clause that bears
    /// on an act is the limit.
    #[test]
    fn a_limit_on_its_condition_after_its_stats() {
        assert_eq!(
            read(
                "While armed and present at a site, draws one battle destiny if unable to otherwise and opponent may not 'react' to or from here."
            ),
            Some(Fact::While {
                condition: "armed and present at a site".into(),
                fact: Box::new(Fact::MayNotReactHere {
                    who: Who::Opponents(String::new()),
                    way: Way::Either,
                }),
            })
        );
        // Look-alike: both clauses bear on acts.
        assert_eq!(
            read(
                "While on Hoth, opponent may not 'react' to here and your characters may move as a 'react'."
            ),
            None
        );
    }

    /// An action the text gives on a condition (a relocation the card may make, what it does
    /// when played); a grant of a move to other cards, a limit, or an action followed by a
    /// price, is not read so.
    #[test]
    fn an_own_action_on_a_condition() {
        for t in [
            "If at Dune Sea, may relocate to your character there.",
            "If on Boba Fett, once per game, during your move phase, may use 2 Force to relocate him (with any captive he is escorting) to a [Jabba's Palace] site.",
            "If Trash Compactor is on table, cancel any battle just initiated at another Death Star site by moving (for free) all your characters involved to the Trash Compactor.",
        ] {
            assert!(matches!(read(t), Some(Fact::OwnAction { .. })), "{t}");
        }
        for t in [
            "If you control, during your move phase, you may move from Back Door to Bunker (or vice versa).",
            "While aboard Devastator, adds 1 to armor and hyperspeed and, once during your deploy phase, your trooper at a related site may make a regular move using landspeed.",
            "If you control with a leader, once per battle at a related site, you may deploy a card as a `react'.",
            "If Death Star 'blown away,' relocate to opponent's side of table: each Imperial and Imperial starship is deploy +8 and loses immunity to attrition.",
            "While Prophecy Of The Force with Luke here, it may not relocate.",
        ] {
            assert!(!matches!(read(t), Some(Fact::OwnAction { .. })), "{t}");
        }
    }

    /// Where a card 'hit' at a location goes instead of being lost, on a condition, and an
    /// action after clauses split by semicolons that bear on no act: the card's own act. A
    /// look-alike that limits, or a clause after a semicolon that bears on an act and is no
    /// action of its own, is not read so.
    #[test]
    fn a_relocation_on_a_condition() {
        for t in [
            "If Weather Vane on table, characters 'hit' here are instead immediately relocated there.",
            "Dark: If Weather Vane on table, characters 'hit' here are instead immediately relocated there.",
            "If at Alderaan (or a 'blown away' system), tapes 'delivered'; relocate this Effect to table and may take any card into hand from Reserve Deck; reshuffle.",
            "If a blockade agenda here, during your turn you may cancel a 'react' or an attempt by opponent to move away from a battle.",
        ] {
            let body = normalise(half_label(t).1);
            assert!(matches!(fact(&body), Some(Fact::OwnAction { .. })), "{t}");
        }
        for t in [
            "If Weather Vane on table, characters 'hit' here are instead immediately relocated there and may not move.",
            "If Weather Vane on table, characters here are instead relocated there.",
            "If at Alderaan, tapes 'delivered'; relocate this Effect to table; your starships deploy -1 here.",
            "If a blockade agenda here, during your turn you may move away from a battle.",
        ] {
            assert!(!matches!(read(t), Some(Fact::OwnAction { .. })), "{t}");
        }
    }

    /// An undercover spy's way of deploying, read as a further way; a limit in its words, or
    /// a statement of how a card deploys, is not read so.
    #[test]
    fn an_undercover_spys_way() {
        read_all([
            (
                "May deploy to a site as an Undercover spy.",
                Some(Fact::UndercoverSpy),
            ),
            // A Seeker's: how it deploys and moves, not that it may; not read.
            ("Deploys and moves like an undercover spy.", None),
        ]);
        assert!(!matches!(
            read("May deploy only as an undercover spy."),
            Some(Fact::UndercoverSpy)
        ));
    }

    /// A played card's limit on its target, with its time and condition as written; a limit
    /// with neither (the card's own) is not read so, nor one whose clause after it bears on
    /// an act.
    #[test]
    fn a_played_cards_limit_on_its_target() {
        let limit = |target: &str, limit: &str, time: Option<&str>, condition: Option<&str>| {
            Some(Fact::TargetLimit {
                target: target.into(),
                limit: limit.into(),
                time: time.map(Into::into),
                condition: condition.map(Into::into),
            })
        };
        read_all([
            (
                "Character may not move for remainder of turn.",
                limit(
                    "Character",
                    "may not move",
                    Some("for remainder of turn"),
                    None,
                ),
            ),
            (
                "Until end of your next turn, target cannot move and its pilots may not apply ability toward drawing battle destiny.",
                limit(
                    "target",
                    "may not move",
                    Some("Until end of your next turn"),
                    None,
                ),
            ),
            (
                "If destiny > pilot's ability, starship may not move this turn.",
                limit(
                    "starship",
                    "may not move",
                    Some("this turn"),
                    Some("If destiny > pilot's ability"),
                ),
            ),
            (
                "Any Force used to deploy that Rebel remains used, and Rebel may not be deployed for the remainder of the turn.",
                limit(
                    "that Rebel",
                    "may not be deployed",
                    Some("for the remainder of the turn"),
                    None,
                ),
            ),
            (
                "(Immune to Sense.) OR Prevent a just deployed smuggler from moving this turn.",
                limit(
                    "a just deployed smuggler",
                    "may not move",
                    Some("this turn"),
                    None,
                ),
            ),
            (
                "Target may not move away from Utinni Effect.",
                limit("Target", "may not move away from Utinni Effect", None, None),
            ),
            // The card's own: no time, no condition.
            ("Character may not move.", Some(Fact::MayNotMove)),
            // A clause after it that bears on an act.
            (
                "Target cannot move for remainder of turn and may deploy a weapon.",
                None,
            ),
        ]);
    }

    /// A location's hyperspeed for the moves it names, alone, after a stat, or after a price
    /// here; whom it names must be plain words.
    #[test]
    fn a_locations_hyperspeed() {
        let speed = |who: &str, by: i64, way: Way| Fact::HyperspeedHere {
            who: Who::Yours(who.into()),
            by,
            way,
        };
        read_all([
            (
                "Your starships are hyperspeed +1 when moving to or from here.",
                Some(speed("starships", 1, Way::Either)),
            ),
            (
                "Your capital starships here are armor +1 and are hyperspeed +1 when moving from here.",
                Some(speed("capital starships", 1, Way::From)),
            ),
            (
                "Your starships deploy -2 here and are hyperspeed +2 when moving to or from here.",
                Some(Fact::Both(
                    Box::new(Fact::DeployCostHere {
                        cost: Cost::By(-2),
                        who: Who::Yours("starships".into()),
                        to: None,
                    }),
                    Box::new(speed("starships", 2, Way::Either)),
                )),
            ),
            (
                "Your starships at the nearest related asteroid sector are hyperspeed +1 when moving from here.",
                None,
            ),
        ]);
    }

    /// A move's price between here and the places named, either way or to here from them; a
    /// deploy as a react on whom it names, with its price, its pilot and its condition.
    #[test]
    fn prices_between_here_and_reacts_by_deploying() {
        read_all([
            (
                "To move your starship here from Sullust, Rendezvous Point or Haven requires -1 Force.",
                Some(Fact::MoveCostHere {
                    cost: Cost::By(-1),
                    who: Who::Yours("starship".into()),
                    between: Some("Sullust or Rendezvous Point or Haven".into()),
                    way: Way::To,
                    by_landspeed: false,
                }),
            ),
            (
                "Unless Fondor on table, may deploy -3 as a 'react.'",
                Some(Fact::DeployAsReact {
                    cost: Some(Cost::By(-3)),
                    terms: Some("Unless Fondor on table".into()),
                }),
            ),
            (
                "May deploy -2 with a pilot as a 'react' to same location as any Imperial-class Star Destroyer.",
                Some(Fact::DeployAsReact {
                    cost: Some(Cost::By(-2)),
                    terms: Some(
                        "with a pilot to same location as any Imperial-class Star Destroyer".into(),
                    ),
                }),
            ),
            (
                "May deploy on Ponda Baba as a 'react.'",
                Some(Fact::DeployAsReact {
                    cost: None,
                    terms: Some("on Ponda Baba".into()),
                }),
            ),
        ]);
        assert!(matches!(
            read("May 'react' by deploying or moving to same site as any Hutt."),
            Some(Fact::Both(a, b)) if matches!(*a, Fact::DeployAsReact { .. })
                && matches!(&*b, Fact::React { only: Some(o), .. } if o == "same site as any Hutt")
        ));
        // A destiny table's line is the card's own act; a line that limits is not.
        assert!(matches!(
            read("(5) deploy a character for free."),
            Some(Fact::OwnAction { .. })
        ));
        assert!(!matches!(
            read("(5) opponent may not deploy characters."),
            Some(Fact::OwnAction { .. })
        ));
    }

    /// A location's "You may move here only from X": its side's cards, to here, only from X;
    /// a place that is no name is not read so.
    #[test]
    fn a_move_here_only_from_a_place() {
        read_all([(
            "You may move here only from Back Door.",
            Some(Fact::MayNotMoveHere {
                who: Who::Yours(String::new()),
                way: Way::To,
                condition: Some("moving from Back Door".to_string()),
                unless: true,
            }),
        )]);
        assert!(!matches!(
            read("You may move here only from any adjacent site."),
            Some(Fact::MayNotMoveHere { .. })
        ));
    }

    /// A side's limit to the locations related to the card that says it: read with its places
    /// as written (the checks settle them from where the card is) and its condition kept; a
    /// related place beside others is not this template's.
    #[test]
    fn a_limit_to_related_sites_is_read_with_its_condition() {
        let related = Fact::MayNotGoTo {
            who: Who::Opponents("Rebels".into()),
            acts: Acts::NONE.with(ActKind::Deploy),
            to: "related sites".into(),
            from_here: false,
        };
        assert_eq!(
            read(
                "If you control with a Star Destroyer, opponent may not deploy Rebels to related sites."
            ),
            Some(Fact::While {
                condition: "you control with a Star Destroyer".into(),
                fact: Box::new(related.clone()),
            })
        );
        assert_eq!(
            read("Opponent may not deploy Rebels to related sites."),
            Some(related)
        );
        assert!(!matches!(
            read("Opponent may not deploy Rebels to related sites or here."),
            Some(Fact::MayNotGoTo { .. })
        ));
    }

    /// A card's keeping of a side's characters at its site from landspeed: read with its
    /// condition kept; without its site ("from using their landspeed" anywhere) or with more
    /// after it, not this template's.
    #[test]
    fn a_card_keeping_characters_from_landspeed_is_read_at_its_site() {
        let kept = Fact::NoLandspeedHere {
            who: Who::Opponents("characters".into()),
        };
        assert_eq!(
            read(
                "When at a Tatooine site, prevents opponent's characters present from using their landspeed."
            ),
            Some(Fact::While {
                condition: "at a Tatooine site".into(),
                fact: Box::new(kept.clone()),
            })
        );
        assert_eq!(
            read("Prevents opponent's characters at same site from using landspeed."),
            Some(kept.clone())
        );
        // Without "present" (Bubo's): of its site too, as the round-20 brief reads it.
        assert_eq!(
            read(
                "When at a Jabba's palace site, prevents opponent's characters from using their landspeed."
            ),
            Some(Fact::While {
                condition: "at a Jabba's palace site".into(),
                fact: Box::new(kept.clone()),
            })
        );
        assert!(
            read(
                "Prevents opponent's characters present from using their landspeed to move to here."
            )
            .is_none()
        );
    }

    /// A pilot's or driver's price on the craft it operates: read with the kind of craft it
    /// names; a clause after it that bears on an act is not this template's.
    #[test]
    fn a_pilots_free_move_of_its_craft_is_read() {
        let free = |craft: &str, when: &str| {
            Some(Fact::CraftMovesFree {
                craft: craft.into(),
                cost: Cost::Free,
                when: when.into(),
            })
        };
        assert_eq!(
            read(
                "Adds 2 to power of anything he pilots, and that starship or vehicle moves for free."
            ),
            free("starship or vehicle", "anything he pilots")
        );
        assert_eq!(
            read("When driving a vehicle, that vehicle is power +3 and moves for free."),
            free("vehicle", "when driving a vehicle")
        );
        assert_eq!(
            read(
                "When driving a transport vehicle, it moves for free and he adds one battle destiny."
            ),
            free("transport vehicle", "when driving a transport vehicle")
        );
        assert_eq!(
            read("While driving a vehicle, it is power +3, defense value +1, and moves for free."),
            free("vehicle", "while driving a vehicle")
        );
        assert!(
            read("When driving a vehicle, it moves for free and may move to any site.").is_none()
        );
    }
}

#[cfg(test)]
mod round26_tests {
    use super::*;

    fn read(s: &str) -> Option<Fact> {
        fact(&normalise(s))
    }

    /// A location's price on the other ways of moving it lists, in several wordings; a regular
    /// move ("move") is not one of them.
    #[test]
    fn ways_here_are_priced() {
        let free = |who: Who, way| {
            Some(Fact::MoveCostHere {
                cost: Cost::Free,
                who,
                between: None,
                way,
                by_landspeed: false,
            })
        };
        let you = || Who::Yours(String::new());
        assert_eq!(
            read("You may shuttle, transfer, embark and disembark here for free."),
            free(you(), Way::Either)
        );
        assert_eq!(
            read("Your characters may embark and disembark here for free."),
            free(Who::Yours("characters".into()), Way::Either)
        );
        assert_eq!(
            read("Opponent's starfighters may take off or land here for 1 Force."),
            Some(Fact::MoveCostHere {
                cost: Cost::Is(1),
                who: Who::Opponents("starfighters".into()),
                between: None,
                way: Way::Either,
                by_landspeed: false,
            })
        );
        assert_eq!(
            read("You may shuttle to and from here for free."),
            free(you(), Way::Either)
        );
        // Not a list of those ways: another template's, or none.
        assert_eq!(
            ways_here_priced("You may board and fly here for free").ok(),
            None
        );
    }

    /// A react only away from a battle, in several wordings; a react "to a battle" is not one.
    #[test]
    fn a_react_away_from_a_battle() {
        let away = Some(Fact::ReactAway { cost: None });
        assert_eq!(read("May move as a 'react' from a battle."), away);
        assert_eq!(
            read("May move away from a battle at same site as a 'react.'"),
            away
        );
        assert_eq!(read("May move away from a battle as a 'react'."), away);
        assert_eq!(
            read("May move as a 'react' away from a battle (for free)."),
            Some(Fact::ReactAway {
                cost: Some(Cost::Free)
            })
        );
        assert!(!matches!(
            read("May move as a 'react' to a battle."),
            Some(Fact::ReactAway { .. })
        ));
    }

    /// A craft's limit on what deploys on or aboard it, in several wordings.
    #[test]
    fn what_may_not_deploy_aboard() {
        assert_eq!(
            read("Weapons may not deploy on this starship."),
            Some(Fact::MayNotDeployAboard {
                who: Who::Any("Weapons".into())
            })
        );
        assert_eq!(
            read("Opponent's characters may not deploy aboard."),
            Some(Fact::MayNotDeployAboard {
                who: Who::Opponents("characters".into())
            })
        );
        assert_eq!(
            read("Droids may not be deployed aboard this vehicle."),
            Some(Fact::MayNotDeployAboard {
                who: Who::Any("Droids".into())
            })
        );
        // A limit with a condition of its own is not this plain limit.
        assert!(!matches!(
            read("Weapons may not deploy on this starship unless Amidala is aboard."),
            Some(Fact::MayNotDeployAboard { .. })
        ));
    }

    /// A side's move price between kinds of places, in several wordings; one between here and
    /// a place, or from same site, is another template's.
    #[test]
    fn a_sides_move_price_between_places() {
        assert_eq!(
            read(
                "Opponent's movement from a Bespin location to a non-Bespin location requires +1 Force."
            ),
            Some(Fact::MoveCostBetween {
                who: Who::Opponents(String::new()),
                from: Some("a Bespin location".into()),
                to: Some("a non-Bespin location".into()),
                cost: Cost::By(1),
                by_landspeed: false,
            })
        );
        assert_eq!(
            read(
                "If you control, your starship movement from Hoth sites to the Hoth system is free."
            ),
            Some(Fact::While {
                condition: "you control".into(),
                fact: Box::new(Fact::MoveCostBetween {
                    who: Who::Yours("starships".into()),
                    from: Some("Hoth sites".into()),
                    to: Some("the Hoth system".into()),
                    cost: Cost::Free,
                    by_landspeed: false,
                })
            })
        );
        assert_eq!(
            read(
                "Opponent's characters require +1 Force to move from Tatooine sites using their landspeed."
            ),
            Some(Fact::MoveCostBetween {
                who: Who::Opponents("characters".into()),
                from: Some("Tatooine sites".into()),
                to: None,
                cost: Cost::By(1),
                by_landspeed: true,
            })
        );
        assert_eq!(
            read("Your vehicle movement to Endor sites requires +2 Force."),
            Some(Fact::MoveCostBetween {
                who: Who::Yours("vehicles".into()),
                from: None,
                to: Some("Endor sites".into()),
                cost: Cost::By(2),
                by_landspeed: false,
            })
        );
        assert!(!matches!(
            read("Your movement to here requires +1 Force."),
            Some(Fact::MoveCostBetween { .. })
        ));
    }

    /// A clause read, with clauses about no act after it: read as the clause; a clause after it
    /// that binds it, or continues its figures at a place, keeps the sentence unread.
    #[test]
    fn a_clause_with_clauses_about_nothing() {
        let alone = read("Guri deploys free aboard.");
        assert!(alone.is_some());
        for with in [
            "Guri deploys free aboard and may target at an adjacent site.",
            "Guri deploys free aboard and is destiny +2 when drawn for weapon destiny.",
            "Guri deploys free aboard, and opponent's Force drains may not be modified.",
        ] {
            assert_eq!(read(with), alone, "{with}");
        }
        let priced = read("Home One is deploy = 8 to an Endor system.");
        assert!(priced.is_some());
        assert_eq!(
            read("Home One is deploy = 8 to an Endor system and its power may not be reduced."),
            priced
        );
        // Bound by a condition after it: unread.
        assert_eq!(
            read("Guri deploys free aboard and is power +1 if Vader on table."),
            None
        );
        // The figure and the price both at a place written after them: unread.
        assert_eq!(
            read("Your Rebels are deploy -2 and power +2 at same and adjacent sites."),
            None
        );
        // The clause after bears on an act: not set aside.
        assert_eq!(read("Guri deploys free aboard and moves for free."), None);
    }

    /// Each reader of places ends them at a clause: the reading is the place alone where what
    /// follows bears on no act.
    #[test]
    fn each_place_reader_ends_at_a_clause() {
        let read = |t: &str| super::super::read_sentence(t).1;
        for (t, fact) in [
            (
                "Deploy on your warrior, and it is power +1.",
                Fact::DeployOn {
                    target: "your warrior".into(),
                    condition: None,
                },
            ),
            (
                "May move as a 'react' only to Hoth sites, and is forfeit +2 there.",
                Fact::React {
                    only: Some("Hoth sites".into()),
                    cost: None,
                },
            ),
            (
                "May not deploy to Hoth or Kessel, and is immune to attrition.",
                Fact::NotToPlaces {
                    places: "Hoth or Kessel".into(),
                },
            ),
            (
                "Moves only to Dagobah sites; may not be targeted.",
                Fact::MovesTo {
                    places: "Dagobah sites".into(),
                    only: true,
                    carried: false,
                },
            ),
            (
                "Deploys only on Hoth and may not be targeted by weapons.",
                Fact::DeploysOnly {
                    places: "on Hoth".into(),
                },
            ),
        ] {
            assert_eq!(read(t), Some(fact), "{t}");
        }
        // A clause that bears on an act and is not read: the sentence stays unread.
        assert_eq!(read("Deploys only on Hoth, then may move elsewhere."), None);
    }
}
