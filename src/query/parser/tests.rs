//! The query parser's tests: every verb, the errors and their offsets, hostile input.

use super::*;

// ---- helpers

/// Parses `input` and compares a compact rendering (no spans) with `expect`.
#[track_caller]
fn check(input: &str, expect: &str) {
    match parse(input) {
        Ok(q) => assert_eq!(render(&q), expect, "input: {input:?}"),
        Err(e) => panic!("{input:?} failed: {e} at {} ({:?})", e.offset(), e.help),
    }
}

/// Parses `input`, which must fail.
#[track_caller]
fn fail(input: &str) -> QueryError {
    match parse(input) {
        Ok(q) => panic!("{input:?} parsed as {}", render(&q)),
        Err(e) => e,
    }
}

/// Asserts an error's message, offset and `expected` list.
#[track_caller]
fn check_err(input: &str, message: &str, offset: usize, expected: &[&str]) -> QueryError {
    let e = fail(input);
    assert_eq!(e.message, message, "input: {input:?}");
    assert_eq!(e.offset(), offset, "input: {input:?}");
    assert_eq!(e.expected, expected, "input: {input:?}");
    e
}

thread_local! {
    /// Spans of the cards rendered by the last `kind` call.
    static SPANS: std::cell::RefCell<Vec<Span>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn card(c: &CardRef) -> String {
    SPANS.with(|s| s.borrow_mut().push(c.span));
    match &c.name {
        CardName::Title(t) => format!("{t:?}"),
        CardName::Id(i) => format!("@{i}"),
        CardName::Picked(Picked::Card(i) | Picked::Location(i)) => format!("#{i}"),
    }
}

fn cards(cs: &[CardRef]) -> String {
    cs.iter().map(card).collect::<Vec<_>>().join(",")
}

fn nums(ns: &[i64]) -> String {
    ns.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
}

fn sabacc_cards(cs: &[SabaccCard]) -> String {
    let one = |c: &SabaccCard| match c {
        SabaccCard::Value(n) => n.to_string(),
        SabaccCard::Wild => "wild".to_string(),
        SabaccCard::Clone => "clone".to_string(),
    };
    cs.iter().map(one).collect::<Vec<_>>().join(",")
}

/// `verb field=value …`, skipping absent optional fields; `as=<side>` last.
fn render(q: &Query) -> String {
    let mut out = kind(&q.kind);
    if let Some(side) = q.asker {
        out.push_str(" as=");
        out.push_str(side.name());
    }
    out
}

fn kind(k: &QueryKind) -> String {
    use QueryKind::*;
    let c = |x: &CardRef| Some(card(x));
    let oc = |x: &Option<CardRef>| x.as_ref().map(card);
    let on = |x: &Option<i64>| x.map(|n| n.to_string());
    let side = |s: &Side| Some(s.name().to_string());
    let fields: Vec<(&str, Option<String>)> = match k {
        Shielded { location } => vec![("location", c(location))],
        CanDeploy {
            card,
            to,
            aboard,
            with,
            as_starting,
        } => vec![
            ("card", c(card)),
            ("to", oc(to)),
            ("aboard", oc(aboard)),
            ("with", oc(with)),
            ("starting", as_starting.then(|| "yes".to_string())),
        ],
        CanLand { card, at } => vec![("card", c(card)), ("at", oc(at))],
        CanTakeOff { card, to } => vec![("card", c(card)), ("to", oc(to))],
        CanMove { card, to, by } => vec![("card", c(card)), ("to", oc(to)), ("by", oc(by))],
        CanShuttle { card, to } | CanTransit { card, to } | CanReact { card, to } => {
            vec![("card", c(card)), ("to", c(to))]
        }
        CanTransfer { card, to } => vec![("card", c(card)), ("to", c(to))],
        CanEmbark { card, on } => vec![("card", c(card)), ("on", c(on))],
        Present { card, at } => vec![("card", c(card)), ("at", oc(at))],
        CanDisembark { card } | Alone { card } | Piloted { card } => {
            vec![("card", c(card))]
        }
        CanCarry { carrier, item } => vec![("carrier", c(carrier)), ("item", c(item))],
        CanUse { user, item } => vec![("user", c(user)), ("item", c(item))],
        CanSteal { thief, item } => vec![("thief", c(thief)), ("item", c(item))],
        CanFire { weapon, target } => vec![("weapon", c(weapon)), ("target", c(target))],
        CanReplace { old, new } => vec![("old", c(old)), ("new", c(new))],
        CanDuel {
            card,
            with,
            against,
        } => vec![
            ("card", c(card)),
            ("with", c(with)),
            ("against", oc(against)),
        ],
        CanEvacuate { location } => vec![("location", c(location))],
        CanTarget { card, with } => vec![("card", c(card)), ("with", oc(with))],
        CanBomb { bomber, at } => vec![("bomber", c(bomber)), ("at", c(at))],
        CanBattle { card } | CardType { card } | Capture { card } => {
            vec![("card", c(card))]
        }
        DuelHand { card, destiny } => vec![("card", c(card)), ("destiny", on(destiny))],
        Is { card, property, .. } => {
            vec![("card", c(card)), ("property", Some(property.clone()))]
        }
        Matching { weapon, character } => {
            vec![("weapon", c(weapon)), ("character", c(character))]
        }
        ForceIcons { side: s } => vec![("side", side(s))],
        DuelDefenders { attacker, against } => {
            vec![("attacker", c(attacker)), ("against", c(against))]
        }
        EffectFetch { location } => vec![("location", oc(location))],
        Duelists { planet } => vec![("planet", c(planet))],
        DeployFromDeck { card, by } => vec![("card", c(card)), ("by", oc(by))],
        Presence { side: s, at } | BattlePower { side: s, at } => {
            vec![("side", side(s)), ("at", c(at))]
        }
        Landspeed { card } | Defense { card } | LostWith { card } => vec![("card", c(card))],
        TrippedBy { card, at } => vec![("card", c(card)), ("at", c(at))],
        Enhances { card, craft } => vec![("card", c(card)), ("craft", c(craft))],
        Cost { question } => vec![("of", Some(format!("({})", kind(question))))],
        Markers { row } | Layout { row } => vec![("row", oc(row))],
        Insertion { location, row } => vec![("location", c(location)), ("row", oc(row))],
        AsteroidDestiny { card } => vec![("card", c(card))],
        SearchParty { at, with } => vec![("at", c(at)), ("with", Some(cards(with)))],
        Sabacc { light, dark } => vec![
            ("light", Some(sabacc_cards(light))),
            ("dark", Some(sabacc_cards(dark))),
        ],
        CreatureAttack {
            creature,
            target,
            destiny,
        } => vec![
            ("creature", c(creature)),
            ("target", c(target)),
            ("destiny", on(destiny)),
        ],
        JediTest {
            card,
            test,
            destiny,
        } => vec![
            ("card", c(card)),
            ("test", Some(test.to_string())),
            ("destiny", on(destiny)),
        ],
        Duel {
            attacker,
            defender,
            hands,
        } => vec![
            ("attacker", c(attacker)),
            ("defender", c(defender)),
            (
                "hands",
                hands
                    .as_ref()
                    .map(|(a, d)| format!("{}/{}", nums(a), nums(d))),
            ),
        ],
        EvacuationOutcome {
            location,
            survivors,
        } => vec![
            ("location", c(location)),
            ("survivors", Some(cards(survivors))),
        ],
        Moves { card, .. } => vec![("card", oc(card))],
        Reach { card, to } => vec![("card", c(card)), ("to", c(to))],
        Rule { id } => vec![("id", Some(id.clone()))],
        Validate => vec![],
    };
    let mut out = k.verb().replace(' ', "-");
    for (name, value) in fields {
        if let Some(value) = value {
            let _ = write!(out, " {name}={value}");
        }
    }
    out
}

// ---- yes/no questions

#[test]
fn shielded_and_simple_card_questions() {
    check(
        "shielded \"Hoth: Echo Docking Bay\"",
        "shielded location=\"Hoth: Echo Docking Bay\"",
    );
    check("present Luke", "present card=\"Luke\"");
    check("alone @luke", "alone card=@luke");
    check("piloted 'Red 5'", "piloted card=\"Red 5\"");
    check("can disembark @red5", "can-disembark card=@red5");
    check(
        "can evacuate \"Hoth: Ice Plains\"",
        "can-evacuate location=\"Hoth: Ice Plains\"",
    );
}

#[test]
fn can_deploy_with_and_without_clauses() {
    check("can deploy Luke", "can-deploy card=\"Luke\"");
    check(
        "can deploy Luke to \"Ice Plains\"",
        "can-deploy card=\"Luke\" to=\"Ice Plains\"",
    );
    check(
        "can deploy Luke to @plains aboard \"Rogue 1\" with @saber",
        "can-deploy card=\"Luke\" to=@plains aboard=\"Rogue 1\" with=@saber",
    );
    check(
        "can deploy Luke with Saber",
        "can-deploy card=\"Luke\" with=\"Saber\"",
    );
    check(
        "can deploy \"Main Power Generators\" as starting",
        "can-deploy card=\"Main Power Generators\" starting=yes",
    );
    check(
        "can deploy \"Main Power Generators\" as starting as light",
        "can-deploy card=\"Main Power Generators\" starting=yes as=light",
    );
    check(
        "can deploy \"Main Power Generators\" as dark as starting",
        "can-deploy card=\"Main Power Generators\" starting=yes as=dark",
    );
}

#[test]
fn movement_questions() {
    check(
        "can land \"Red 5\" at \"Ice Plains\"",
        "can-land card=\"Red 5\" at=\"Ice Plains\"",
    );
    check("can take-off Red5", "can-take-off card=\"Red5\"");
    check(
        "can takeoff Red5 to Hoth",
        "can-take-off card=\"Red5\" to=\"Hoth\"",
    );
    check("can take off Red5", "can-take-off card=\"Red5\"");
    check("can move Luke to X", "can-move card=\"Luke\" to=\"X\"");
    check(
        "can move Luke to X by \"Hyper Escape\"",
        "can-move card=\"Luke\" to=\"X\" by=\"Hyper Escape\"",
    );
    check(
        "can shuttle Luke to Bespin",
        "can-shuttle card=\"Luke\" to=\"Bespin\"",
    );
    check(
        "can transit @luke to @bay2",
        "can-transit card=@luke to=@bay2",
    );
    check(
        "can transfer Luke to \"Red 5\"",
        "can-transfer card=\"Luke\" to=\"Red 5\"",
    );
    check(
        "can embark Luke on \"Red 5\"",
        "can-embark card=\"Luke\" on=\"Red 5\"",
    );
    check(
        "can react \"Red 5\" to \"Ice Plains\"",
        "can-react card=\"Red 5\" to=\"Ice Plains\"",
    );
}

#[test]
fn two_card_questions() {
    check(
        "can carry AT-AT Troopers",
        "can-carry carrier=\"AT-AT\" item=\"Troopers\"",
    );
    check(
        "can use Luke \"Luke's Saber\"",
        "can-use user=\"Luke\" item=\"Luke's Saber\"",
    );
    check(
        "can steal Dengar @saber",
        "can-steal thief=\"Dengar\" item=@saber",
    );
    check(
        "can fire \"Ion Cannon\" at @red5",
        "can-fire weapon=\"Ion Cannon\" target=@red5",
    );
    check(
        "can replace Luke with \"Luke Skywalker\"",
        "can-replace old=\"Luke\" new=\"Luke Skywalker\"",
    );
    check(
        "can duel Obi-Wan with Saber",
        "can-duel card=\"Obi-Wan\" with=\"Saber\"",
    );
    check(
        "can duel Obi-Wan with Saber against Maul",
        "can-duel card=\"Obi-Wan\" with=\"Saber\" against=\"Maul\"",
    );
}

#[test]
fn presence_and_battle_power() {
    check(
        "presence dark at \"Ice Plains\"",
        "presence side=dark at=\"Ice Plains\"",
    );
    check(
        "battle-power Light at @hoth",
        "battle-power side=light at=@hoth",
    );
}

#[test]
fn card_facts_and_mines() {
    check("landspeed \"Blizzard 2\"", "landspeed card=\"Blizzard 2\"");
    check("present Luke at Hoth", "present card=\"Luke\" at=\"Hoth\"");
    check("present @red5", "present card=@red5");
    check("DEFENSE @probe", "defense card=@probe");
    check("lost-with Tauntaun", "lost-with card=\"Tauntaun\"");
    check(
        "tripped-by @veers at \"Ice Plains\"",
        "tripped-by card=@veers at=\"Ice Plains\"",
    );
    check(
        "enhances \"Danz Borin\" @walker",
        "enhances card=\"Danz Borin\" craft=@walker",
    );
    let e = fail("tripped-by @veers");
    assert!(e.expected.iter().any(|x| x == "at"), "{:?}", e.expected);
}

#[test]
fn dagobah_and_cloud_city_questions() {
    check("can target @claw", "can-target card=@claw");
    check(
        "can target @han with \"Boba Fett's Blaster Rifle\" as dark",
        "can-target card=@han with=\"Boba Fett's Blaster Rifle\" as=dark",
    );
    check(
        "can bomb @bomber at \"Dagobah: Cave\"",
        "can-bomb bomber=@bomber at=\"Dagobah: Cave\"",
    );
    check(
        "is \"Mist Hunter\" Independent",
        "is card=\"Mist Hunter\" property=independent",
    );
    check(
        "matching \"Anakin's Lightsaber\" Leia",
        "matching weapon=\"Anakin's Lightsaber\" character=\"Leia\"",
    );
    check("force-icons light", "force-icons side=light");
    check(
        "card-type \"Asteroid Field\"",
        "card-type card=\"Asteroid Field\"",
    );
    check("capture @han", "capture card=@han");
    let e = fail("is Yoda");
    assert!(
        e.expected.iter().any(|x| x.contains("property")),
        "{:?}",
        e.expected
    );
    let e = fail("force-icons Yoda");
    assert!(e.expected.iter().any(|x| x == "light"), "{:?}", e.expected);
}

#[test]
fn young_jedi_questions() {
    check("can battle @maul", "can-battle card=@maul");
    check(
        "duel-defenders Maul against R2-D2",
        "duel-defenders attacker=\"Maul\" against=\"R2-D2\"",
    );
    check("duel-hand @anakin", "duel-hand card=@anakin");
    check(
        "duel-hand Anakin destiny 4",
        "duel-hand card=\"Anakin\" destiny=4",
    );
    check("effect-fetch", "effect-fetch");
    check(
        "effect-fetch \"Naboo: Theed Palace\" as dark",
        "effect-fetch location=\"Naboo: Theed Palace\" as=dark",
    );
    check(
        "deploy-from-deck \"Blaster Rifle\" by @trooper",
        "deploy-from-deck card=\"Blaster Rifle\" by=@trooper",
    );
    check(
        "duel Maul against Obi-Wan",
        "duel attacker=\"Maul\" defender=\"Obi-Wan\"",
    );
}

// ---- computations

#[test]
fn cost_with_and_without_can() {
    check(
        "cost shuttle \"Luke\" to \"Bespin\"",
        "cost of=(can-shuttle card=\"Luke\" to=\"Bespin\")",
    );
    check(
        "cost can shuttle \"Luke\" to \"Bespin\"",
        "cost of=(can-shuttle card=\"Luke\" to=\"Bespin\")",
    );
    check(
        "cost take off Red5 as dark",
        "cost of=(can-take-off card=\"Red5\") as=dark",
    );
    check(
        "cost can deploy Echo as starting as light",
        "cost of=(can-deploy card=\"Echo\" starting=yes) as=light",
    );
    check(
        "COST CAN EMBARK Luke ON X",
        "cost of=(can-embark card=\"Luke\" on=\"X\")",
    );
}

#[test]
fn rows_and_layout() {
    check("markers", "markers");
    check("markers Hoth", "markers row=\"Hoth\"");
    check("layout", "layout");
    check("validate", "validate");
    check("layout \"Hoth\" as light", "layout row=\"Hoth\" as=light");
    check(
        "insertion \"Ice Plains\"",
        "insertion location=\"Ice Plains\"",
    );
    check(
        "insertion \"Ice Plains\" in Hoth",
        "insertion location=\"Ice Plains\" row=\"Hoth\"",
    );
    check("moves", "moves");
    check("moves @luke", "moves card=@luke");
    check("moves as dark", "moves as=dark");
    check(
        "reach @red5 \"East Platform\"",
        "reach card=@red5 to=\"East Platform\"",
    );
    check(
        "reach Luke Hoth as light",
        "reach card=\"Luke\" to=\"Hoth\" as=light",
    );
}

#[test]
fn other_computations() {
    check(
        "asteroid-destiny \"Millennium Falcon\"",
        "asteroid-destiny card=\"Millennium Falcon\"",
    );
    check(
        "search-party at Swamp with Luke, Yoda,@r2 ,  \"Ben Kenobi\"",
        "search-party at=\"Swamp\" with=\"Luke\",\"Yoda\",@r2,\"Ben Kenobi\"",
    );
    check(
        "sabacc light 5, 6 dark wild, clone, 3",
        "sabacc light=5,6 dark=wild,clone,3",
    );
    check("sabacc light 5,-1 dark WILD", "sabacc light=5,-1 dark=wild");
    check(
        "creature-attack Rancor on Luke",
        "creature-attack creature=\"Rancor\" target=\"Luke\"",
    );
    check(
        "creature-attack Rancor on Luke destiny -1",
        "creature-attack creature=\"Rancor\" target=\"Luke\" destiny=-1",
    );
    check("jedi-test Luke test 2", "jedi-test card=\"Luke\" test=2");
    check(
        "jedi-test Luke test 2 destiny 4",
        "jedi-test card=\"Luke\" test=2 destiny=4",
    );
    check(
        "duel Obi-Wan against Maul hands 1,2, 3 / 4 ,5",
        "duel attacker=\"Obi-Wan\" defender=\"Maul\" hands=1,2,3/4,5",
    );
    check(
        "duel A against B hands 1/2",
        "duel attacker=\"A\" defender=\"B\" hands=1/2",
    );
    check(
        "evacuation-outcome Naboo survivors Padme, @qui",
        "evacuation-outcome location=\"Naboo\" survivors=\"Padme\",@qui",
    );
    check(
        "evacuation-outcome Naboo survivors none",
        "evacuation-outcome location=\"Naboo\" survivors=",
    );
    check(
        "rule hoth.shield.no-dark-landing",
        "rule id=hoth.shield.no-dark-landing",
    );
    check("rule Hoth.*", "rule id=hoth.*");
}

// ---- lexical details

#[test]
fn keywords_are_case_insensitive() {
    check("Shielded Echo", "shielded location=\"Echo\"");
    check(
        "CAN LAND Red5 AT Plains AS DARK",
        "can-land card=\"Red5\" at=\"Plains\" as=dark",
    );
    check("Can Take-Off x To y", "can-take-off card=\"x\" to=\"y\"");
    check("SABACC LIGHT Clone DARK 1", "sabacc light=clone dark=1");
}

#[test]
fn whitespace_and_text() {
    check(
        "  \tcan land  Red5\t at   X \n",
        "can-land card=\"Red5\" at=\"X\"",
    );
    let q = parse("  shielded Echo  ").expect("parses");
    assert_eq!(q.text, "shielded Echo");
    assert_eq!(q.asker, None);
    check(
        "shielded Echo as light",
        "shielded location=\"Echo\" as=light",
    );
}

#[test]
fn quoted_titles_keep_punctuation_and_unicode() {
    check(
        "shielded \"•Hoth: Echo Docking Bay\"",
        "shielded location=\"•Hoth: Echo Docking Bay\"",
    );
    check("present \"at\"", "present card=\"at\"");
    check("present Han's", "present card=\"Han's\"");
    check("present •Yoda", "present card=\"•Yoda\"");
}

#[test]
fn card_spans_are_byte_ranges_into_text() {
    let q = parse("  can land \"•Red 5\" at @ice").expect("parses");
    let QueryKind::CanLand { card, at: Some(at) } = &q.kind else {
        panic!("not can land at: {q:?}");
    };
    assert_eq!(card.span, Span::new(9, 19));
    assert_eq!(&q.text[card.span.start..card.span.end], "\"•Red 5\"");
    assert_eq!(at.span, Span::new(23, 27));
    assert_eq!(&q.text[at.span.start..at.span.end], "@ice");
    assert_eq!(at.name, CardName::Id("ice".to_string()));
    let q = parse("moves Luke").expect("parses");
    let QueryKind::Moves {
        card: Some(luke), ..
    } = &q.kind
    else {
        panic!("no card: {q:?}");
    };
    assert_eq!(luke.span, Span::new(6, 10));
}

#[test]
fn id_characters() {
    check("alone @a_b-c.d9", "alone card=@a_b-c.d9");
    check(
        "search-party at @x with @a,@b",
        "search-party at=@x with=@a,@b",
    );
}

// ---- errors

#[test]
fn unknown_verb_suggests_the_closest() {
    let e = fail("sheilded X");
    assert_eq!(
        (e.message.as_str(), e.offset()),
        ("unknown verb `sheilded`", 0)
    );
    assert_eq!(e.help.as_deref(), Some("did you mean `shielded`?"));
    let all = parse("xyzzy").err().map(|e| e.expected).unwrap_or_default();
    assert_eq!(all.len(), VERBS.len());
    assert!(all.iter().any(|v| v == "can land") && all.iter().any(|v| v == "rule"));
    let e = fail("can lnd Red5 at X");
    assert_eq!(e.message, "unknown verb `can lnd`");
    assert_eq!((e.offset(), e.span.len()), (0, 7));
    assert_eq!(e.help.as_deref(), Some("did you mean `can land`?"));
    let e = fail("land Red5 at X");
    assert_eq!(e.help.as_deref(), Some("did you mean `can land`?"));
    let e = fail("search party at X with Y");
    assert_eq!(e.help.as_deref(), Some("did you mean `search-party`?"));
    let e = fail("can take Red5");
    assert_eq!(e.help.as_deref(), Some("did you mean `can take-off`?"));
    let e = fail("mark Hoth");
    assert_eq!(e.help.as_deref(), Some("did you mean `markers`?"));
    let e = fail("frobnicate");
    assert_eq!(e.help.as_deref(), Some(EXAMPLE));
}

#[test]
fn empty_and_verbless_questions() {
    let e = fail("   ");
    assert_eq!((e.message.as_str(), e.offset()), ("empty question", 3));
    assert_eq!(e.expected.len(), VERBS.len());
    let help = e.help.unwrap_or_default();
    for v in VERBS {
        assert!(help.contains(v.name), "{help}");
    }
    let e = fail("  \"Red 5\"");
    assert_eq!(
        e.message,
        "a question starts with a verb, found `\"Red 5\"`"
    );
    assert_eq!((e.offset(), e.span.len()), (2, 7));
    let e = fail("can");
    assert_eq!(
        (e.message.as_str(), e.offset()),
        ("expected a verb after `can`", 3)
    );
    assert!(e.expected.iter().all(|v| v.starts_with("can ")));
}

#[test]
fn missing_card_points_at_the_end() {
    let input = "can deploy Luke to";
    let e = check_err(
        input,
        "expected a location after `to`",
        input.len(),
        &["a location"],
    );
    assert_eq!(e.span.len(), 0);
    assert_eq!(e.label, format!("expected a location: {CARD_FORMS}"));
    check_err(
        "shielded",
        "expected a location after `shielded`",
        8,
        &["a location"],
    );
}

#[test]
fn missing_keyword_names_it() {
    let e = check_err(
        "can shuttle Red5",
        "expected `to` after `Red5`",
        16,
        &["to"],
    );
    assert_eq!(e.label, "expected `to`");
    check_err(
        "jedi-test Luke 3",
        "expected `test` after `Luke`, found `3`",
        15,
        &["test"],
    );
}

#[test]
fn bare_title_with_spaces_suggests_quotes() {
    let e = check_err(
        "can shuttle Red 5 to X",
        "expected `to` after `Red`, found `5`",
        16,
        &["to"],
    );
    assert_eq!(
        e.help.as_deref(),
        Some("quote titles with spaces: \"Red 5\"")
    );
    let e = check_err(
        "shielded Ice Plains as light",
        "unexpected text after the question",
        13,
        &["as", END],
    );
    assert_eq!(
        e.help.as_deref(),
        Some("quote titles with spaces: \"Ice Plains\"")
    );
    assert_eq!(e.span.len(), 15);
}

#[test]
fn leftover_lists_the_optional_clauses() {
    let e = check_err(
        "can deploy Luke \"x\"",
        "unexpected text after the question",
        16,
        &["to", "aboard", "with", "as", END],
    );
    assert_eq!(
        e.label,
        "expected `to`, `aboard`, `with`, `as` or the end of the question"
    );
    check_err(
        "can deploy Luke to X as starting to Y",
        "unexpected text after the question",
        33,
        &["as", END],
    );
}

#[test]
fn near_miss_keyword_is_suggested() {
    let e = check_err(
        "can shuttle Luke ot X",
        "expected `to` after `Luke`, found `ot`",
        17,
        &["to"],
    );
    assert_eq!(e.help.as_deref(), Some("did you mean `to`?"));
    let e = check_err(
        "can land X at Y as ligth",
        "expected `light` or `dark` after `as`, found `ligth`",
        19,
        &["light", "dark"],
    );
    assert_eq!(e.help.as_deref(), Some("did you mean `light`?"));
}

#[test]
fn keyword_where_a_card_is_expected() {
    let e = check_err(
        "can land at X",
        "expected a card after `can land`, found `at`",
        9,
        &["a card"],
    );
    assert_eq!(
        e.help.as_deref(),
        Some("`at` is a keyword here; to name a card `at`, quote it: \"at\"")
    );
}

#[test]
fn reserved_words_are_never_bare_cards() {
    let words = [
        "to", "at", "aboard", "with", "as", "by", "on", "in", "against", "AT",
    ];
    for kw in words {
        let e = fail(&format!("present {kw}"));
        assert_eq!(e.expected, ["a card"], "{kw}");
        assert_eq!(e.offset(), 8, "{kw}");
        check(
            &format!("present \"{kw}\""),
            &format!("present card=\"{kw}\""),
        );
    }
    // Context keywords stop a bare card only in their own verb.
    check("present test", "present card=\"test\"");
    check_err(
        "jedi-test test test 1",
        "expected a card after `jedi-test`, found `test`",
        10,
        &["a card"],
    );
    check_err(
        "duel hands against B hands 1 / 2",
        "expected a card after `duel`, found `hands`",
        5,
        &["a card"],
    );
}

#[test]
fn unterminated_quote_points_at_the_opening_quote() {
    let e = check_err(
        "can land \"Red 5 at X",
        "the closing `\"` of this title is missing",
        9,
        &["\""],
    );
    assert_eq!(e.span.len(), 1);
    check_err(
        "present 'Red 5",
        "the closing `'` of this title is missing",
        8,
        &["'"],
    );
    check_err("present \"  \"", "empty title", 8, &["a card"]);
}

#[test]
fn as_starting_only_for_deploy_and_once() {
    let e = check_err(
        "can land X at Y as starting",
        "expected `light` or `dark` after `as`, found `starting`",
        19,
        &["light", "dark"],
    );
    assert_eq!(
        e.help.as_deref(),
        Some("`as starting` applies only to `can deploy`")
    );
    check_err(
        "shielded X as light as dark",
        "`as <side>` is given twice",
        23,
        &[],
    );
    check_err(
        "can deploy X as starting as starting",
        "`as starting` is given twice",
        28,
        &[],
    );
}

#[test]
fn cost_needs_a_movement_question() {
    let e = check_err(
        "cost shielded X",
        "expected `can`, `deploy`, `land`, `take-off`, `move`, `shuttle`, `transit`, `transfer`, \
         `embark`, `disembark` or `react` after `cost`, found `shielded`",
        5,
        &[
            "can",
            "deploy",
            "land",
            "take-off",
            "move",
            "shuttle",
            "transit",
            "transfer",
            "embark",
            "disembark",
            "react",
        ],
    );
    assert_eq!(e.help, None);
    let e = fail("cost can shutle X to Y");
    assert_eq!(
        (e.offset(), e.help.as_deref()),
        (9, Some("did you mean `shuttle`?"))
    );
}

#[test]
fn numbers_and_lists() {
    check_err(
        "sabacc light 5, x dark 1",
        "expected `wild`, `clone` or a number after `,`, found `x`",
        16,
        &["wild", "clone", "a number"],
    );
    check_err(
        "sabacc light 5 6 dark 1",
        "expected `,` or `dark` after `5`, found `6`",
        15,
        &[",", "dark"],
    );
    check_err(
        "duel A against B hands 1,2 3",
        "expected `,` or `/` after `2`, found `3`",
        27,
        &[",", "/"],
    );
    check_err(
        "creature-attack R on L destiny 99999999999999999999",
        "the number `99999999999999999999` is out of range: numbers in a question lie between -1000000 and 1000000",
        31,
        &["a number"],
    );
    check_err(
        "jedi-test L test 3x",
        "expected a number after `test`, found `3x`",
        17,
        &["a number"],
    );
    check_err(
        "search-party at X with A,",
        "expected a card after `,`",
        25,
        &["a card"],
    );
}

#[test]
fn malformed_ids() {
    check_err("alone @", "expected an id after `@`", 7, &["an id"]);
    check_err("alone @red5!", "`!` cannot appear in an @id", 11, &[]);
    check_err("rule hoth_shield", "`_` cannot appear in a rule id", 9, &[]);
    check_err("rule", "expected a rule id after `rule`", 4, &["a rule id"]);
    check_err(
        "presence grey at X",
        "expected `light` or `dark` after `presence`, found `grey`",
        9,
        &["light", "dark"],
    );
}

#[test]
fn error_offsets_count_leading_whitespace_and_bytes() {
    let e = check_err(
        "  can shuttle \"•A\" at X",
        "expected `to` after `\"•A\"`, found `at`",
        21,
        &["to"],
    );
    assert_eq!(e.span.len(), 2);
    let e = check_err(
        "present •A •B",
        "unexpected text after the question",
        13,
        &["at", "as", END],
    );
    assert_eq!(
        e.help.as_deref(),
        Some("quote titles with spaces: \"•A •B\"")
    );
}

#[test]
fn kelvin_sign_does_not_split_a_character() {
    // U+212A lowercases to `k`; a byte-length keyword match would cut it in half.
    check_err(
        "shielded X as dar\u{212A}",
        "expected `light` or `dark` after `as`, found `dar\u{212A}`",
        14,
        &["light", "dark"],
    );
    assert_eq!(fail("mar\u{212A}ers").offset(), 0);
}

#[test]
fn diagnostic_renders_with_label_and_help() {
    let e = fail("can land Red 5 at X");
    let mut out = String::new();
    let handler =
        miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor());
    handler.render_report(&mut out, &e).expect("renders");
    assert!(out.contains("swjudge::query::syntax"), "{out}");
    assert!(out.contains("expected `at`"), "{out}");
    assert!(out.contains("quote titles with spaces"), "{out}");
}

#[test]
fn end_of_input_label_is_drawn() {
    let e = fail("can deploy Luke to");
    let mut out = String::new();
    let handler =
        miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor());
    handler.render_report(&mut out, &e).expect("renders");
    assert!(out.contains("expected a location: a quoted title"), "{out}");
}

// ---- robustness

/// A small deterministic generator (xorshift), enough to shake the parser.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick<'t>(&mut self, items: &[&'t str]) -> &'t str {
        let n = usize::try_from(self.next() % items.len() as u64).unwrap_or(0);
        items[n]
    }
}

const PIECES: &[&str] = &[
    "can",
    "land",
    "deploy",
    "take",
    "off",
    "take-off",
    "cost",
    "at",
    "to",
    "as",
    "light",
    "dark",
    "starting",
    "with",
    "aboard",
    "by",
    "on",
    "in",
    "against",
    "destiny",
    "test",
    "hands",
    "survivors",
    "shielded",
    "markers",
    "sabacc",
    "wild",
    "clone",
    "duel",
    "rule",
    "search-party",
    "jedi-test",
    "moves",
    "\"",
    "'",
    "\"Red 5\"",
    "@",
    "@id",
    ",",
    "/",
    "-",
    "-1",
    "5",
    "99999999999999999999999",
    "•",
    "\u{212A}",
    "\u{130}",
    "é",
    "\u{0}",
    "\u{7}",
    "\n",
    "\t",
    " ",
    "  ",
    "Red",
    "5",
    "x",
    "*",
    ".",
    "_",
];

#[track_caller]
fn assert_sane(input: &str) {
    match parse(input) {
        Err(e) => {
            let (start, end) = (e.offset(), e.offset() + e.span.len());
            assert!(end <= input.len(), "span past the end for {input:?}");
            assert!(
                input.is_char_boundary(start),
                "start off a char for {input:?}"
            );
            assert!(input.is_char_boundary(end), "end off a char for {input:?}");
            assert!(!e.message.is_empty());
        }
        Ok(q) => {
            let mut spans = Vec::new();
            collect_spans(&q.kind, &mut spans);
            for s in spans {
                let text = q.text.get(s.start..s.end);
                assert!(
                    text.is_some_and(|t| !t.is_empty()),
                    "bad span for {input:?}"
                );
            }
        }
    }
}

/// Every card span of a question (collected while rendering it).
fn collect_spans(k: &QueryKind, out: &mut Vec<Span>) {
    SPANS.with(|s| s.borrow_mut().clear());
    kind(k);
    SPANS.with(|s| out.append(&mut s.borrow_mut()));
}

#[test]
fn random_and_mutated_inputs_never_panic() {
    let mut rng = Rng(0x5eed_1234_abcd_ef01);
    for _ in 0..4000 {
        let n = rng.next() % 9;
        let mut input = String::new();
        for _ in 0..n {
            input.push_str(rng.pick(PIECES));
            if !rng.next().is_multiple_of(3) {
                input.push(' ');
            }
        }
        assert_sane(&input);
    }
    let seeds = [
        "can land \"•Red 5\" at 'Ice Plains' as dark",
        "cost can deploy @echo to X aboard Y with Z as starting as light",
        "sabacc light 5, 6 dark wild, clone, -3",
        "duel Obi-Wan against Maul hands 1,2,3 / 4,5",
        "search-party at @x with A, \"B C\", @d",
        "rule hoth.shield.*",
    ];
    for seed in seeds {
        let chars: Vec<char> = seed.chars().collect();
        for _ in 0..1500 {
            let mut m = chars.clone();
            for _ in 0..=(rng.next() % 3) {
                let at = usize::try_from(rng.next() % (m.len() as u64 + 1)).unwrap_or(0);
                let piece = rng.pick(&["\"", "'", "•", "\u{212A}", " ", ",", "@", "\u{1}", "x"]);
                match rng.next() % 3 {
                    0 if at < m.len() => {
                        m.remove(at);
                    }
                    1 if at < m.len() => m.truncate(at),
                    _ => m.splice(at..at, piece.chars()).for_each(drop),
                }
            }
            assert_sane(&m.into_iter().collect::<String>());
        }
    }
}

#[test]
fn very_long_inputs_are_fine() {
    let long_word = "x".repeat(200_000);
    assert_sane(&long_word);
    assert_sane(&format!("can land {long_word} {long_word}"));
    // Up to the limit a question is read whole…
    let long_list = format!("sabacc light {} dark 1", vec!["1"; 990].join(","));
    assert!(long_list.len() <= MAX_QUERY_BYTES);
    let q = parse(&long_list).expect("parses");
    let QueryKind::Sabacc { light, .. } = q.kind else {
        panic!("not sabacc");
    };
    assert_eq!(light.len(), 990);
    // …past it, it is refused before it is read.
    let too_long = format!("sabacc light {} dark 1", vec!["1"; 50_000].join(","));
    let e = parse(&too_long).expect_err("too long");
    assert_eq!(e.kind, QueryErrorKind::TooLong);
    assert_eq!(
        miette::Diagnostic::code(&e)
            .map(|c| c.to_string())
            .as_deref(),
        Some("swjudge::query::too_long")
    );
    assert_sane(&too_long);
    assert_sane(&format!("present \"{}", "•".repeat(10_000)));
    assert_sane(&"•".repeat(MAX_QUERY_BYTES));
}
