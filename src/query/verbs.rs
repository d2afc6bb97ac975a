//! The verb table: every question form of the language, declared once.
//!
//! Each entry of the `verb_table!` macro below is the only place a question form is written:
//! its verb as typed, its syntax line, what it asks, an example, whether `cost` may come before
//! it, the games whose boards answer it (`games`: the parser's suggestions and the reader of
//! players' words keep to a board's game), the grammar function that reads what follows the verb (a function of
//! `query/parser/grammar.rs`, named here and resolved there), and the fields of its
//! [`QueryKind`] variant. The table is a leaf: it names no part of the parser. It hands its
//! entries to a macro of the caller's (`verb_table!(some_macro)`); from it come
//! - the [`QueryKind`] enum (the AST of a question) and [`QueryKind::verb`];
//! - the grammar's own list of those functions (`query/parser/grammar.rs`, in the table's
//!   order), which is where the parser reads what follows a verb;
//! - [`VERBS`], which the parser reads the verb from (and suggests the nearest one from), which
//!   `cost` consults for what it may precede, and which the REPL completes from;
//! - the list of question forms in docs/query-language.md
//!   ([`crate::render::tables::verbs_markdown`], kept fresh by `tests/docs.rs`).
//!
//! The rules' dispatch (`rules::dispatch`) matches every [`QueryKind`] variant with no wildcard
//! arm, so a verb added here does not compile until it has a handler.
//!
//! Adding a verb: write its entry here (the order is the order verbs are listed in errors, the
//! REPL and the docs), its grammar function in `query/parser/grammar.rs`, its arm in
//! `rules::dispatch`, then regenerate the docs (`SWJUDGE_REGENERATE=1 cargo test --test docs`).

use serde::Serialize;

use super::terms::{CardRef, SabaccCard, Side, Span};

/// The classifications `is <card> <property>` asks about (another property is not modelled,
/// and a player's `is <card> alone?` is read as the question it means).
pub const CLASSIFICATIONS: &[&str] = &["rebel", "imperial", "independent"];

/// One question form of the language, as declared in the verb table.
pub struct Verb {
    /// The verb as typed, lowercase: `shielded`, `can land`, `cost`.
    pub name: &'static str,
    /// The question's syntax: `can land <card> [at <location>]` (`[…]` optional, `<…>` a slot).
    pub syntax: &'static str,
    /// What the question asks, in one line.
    pub about: &'static str,
    /// A question of this form, as a user would type it.
    pub example: &'static str,
    /// `cost` may come before it (`cost land …`, `cost can move …`).
    pub after_cost: bool,
    /// The game whose boards answer it.
    pub games: Games,
    /// How players ask it: each a frame of their words and the canonical question it reads
    /// as (see [`crate::query::natural`] for the frames' notation). Every verb has some.
    pub frames: &'static [(&'static str, &'static str)],
    /// Words that name the act besides its frames' own words (synonyms a player uses): with
    /// the frames' words, what the reader by meaning scores a verb by
    /// ([`crate::query::natural`], `meaning`).
    pub triggers: &'static [&'static str],
}

/// The games a question is asked of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Games {
    /// The Star Wars CCG only.
    Swccg,
    /// Young Jedi only.
    YoungJedi,
    /// Both games.
    Both,
}

impl Verb {
    /// Does a board of that game answer it?
    pub fn of_game(&self, young_jedi: bool) -> bool {
        match self.games {
            Games::Both => true,
            Games::YoungJedi => young_jedi,
            Games::Swccg => !young_jedi,
        }
    }
}

/// Declares the verbs (the AST and [`VERBS`]) from the table: see the module's documentation.
macro_rules! declare_verbs {
    ($(
        $(#[$attr:meta])*
        $variant:ident $({ $($(#[$fattr:meta])* $field:ident : $fty:ty),* $(,)? })? => {
            name: $name:literal,
            syntax: $syntax:literal,
            about: $about:literal,
            example: $example:literal,
            after_cost: $after_cost:literal,
            games: $games:ident,
            parse: $parse:ident,
            frames: [$($frame:literal => $reads:literal),* $(,)?],
            $(triggers: [$($trigger:literal),* $(,)?] $(,)?)?
        }
    )*) => {
        /// Every question of the query language, one variant per entry of the verb table
        /// (`query/verbs.rs`), in its order.
        #[derive(Debug, Clone, PartialEq, Serialize)]
        #[serde(tag = "verb", rename_all = "kebab-case")]
        pub enum QueryKind {
            $(
                #[doc = concat!("`", $syntax, "`: ", $about)]
                $(#[$attr])*
                $variant $({ $($(#[$fattr])* $field: $fty),* })?,
            )*
        }

        impl QueryKind {
            /// The verb as written in the language (`can land`, `shielded`, `cost`…).
            pub fn verb(&self) -> &'static str {
                match self {
                    $(QueryKind::$variant { .. } => $name,)*
                }
            }
        }

        /// Every verb of the language, in the table's order.
        pub static VERBS: &[Verb] = &[
            $(Verb {
                name: $name,
                syntax: $syntax,
                about: $about,
                example: $example,
                after_cost: $after_cost,
                games: Games::$games,
                frames: &[$(($frame, $reads)),*],
                triggers: &[$($($trigger),*)?],
            },)*
        ];
    };
}

/// The verb table: `verb_table!(m)` calls the macro `m` with every entry, in order.
macro_rules! verb_table {
    ($callback:ident) => {
        $callback! {
            Shielded { location: CardRef } => {
                name: "shielded",
                syntax: "shielded <location>",
                about: "does the Hoth energy shield cover the location?",
                example: "shielded \"North Ridge\"",
                after_cost: false,
                games: Swccg,
                parse: shielded,
                frames: [
                    "is|are {l:loc} shielded|protected|covered [by] [the] [energy] [shield]" => "shielded {l}",
                    "is|are {l:loc} under|inside|behind [the] [energy] shield" => "shielded {l}",
                    "does|do [the] [energy] shield cover|protect {l:loc}" => "shielded {l}",
                ],
                triggers: ["shield", "protected", "covered", "sheltered", "shelter"],
            }
            /// (`to` is absent when asking about a location card itself.)
            CanDeploy {
                card: CardRef,
                to: Option<CardRef>,
                aboard: Option<CardRef>,
                with: Option<CardRef>,
                as_starting: bool,
            } => {
                name: "can deploy",
                syntax: "can deploy <card> [to <location>] [aboard <card>] [with <card>] [as starting]",
                about: "may the card be deployed there (a location card: may it be put on the table; a weapon, a device, or an Effect whose own text deploys it on a card names that card with `to` or `aboard`)?",
                example: "can deploy Snowtrooper to \"Main Power Generators\"",
                after_cost: true,
                games: Both,
                parse: can_deploy,
                frames: [
                    "deploy|play|put|drop|bring|send|throw|place {c:deploy} [down] to|at|on|in|onto|aboard|into {d:dest}" => "can deploy {c} @{d}",
                    "{c:deploy} [be] deploy|deployed|played|put|dropped to|at|on|in|onto|aboard|into {d:dest}" => "can deploy {c} @{d}",
                    "deploy|play|put|drop|bring|send|place {c:deploy} [straight] [down] to|at|on|in|onto|into {d:dest} with [a|an|the|my|our] {p:deploy} [flying|piloting|driving|in|aboard|inside] [it|her|him]" => "can deploy {c} @{d} with {p}",
                    "{c:deploy} go|get|hop|climb|jump [straight] aboard|onto|into {d:craft}" => "can deploy {c} @{d}",
                    "deploy|play|put|drop|bring|send|place {c:deploy} as|to [the|a|an|its] pilot|driver|passenger|crew of|in|on|aboard|for {d:craft}" => "can deploy {c} @{d}",
                    "{c:deploy} [be] deploy|deployed|played|put|dropped as [the|a|an|its] pilot|driver|passenger|crew of|in|on|aboard|for {d:craft}" => "can deploy {c} @{d}",
                    "{c:deploy} go|goes on|onto {d:dest}" => "can deploy {c} @{d}",
                    "{c:deploy} go|goes|head|come|jump [straight] [down|over|up] to|into|onto {d:dest}" => "can deploy {c} @{d}",
                    "{c:deploy} go|goes|come|drop|jump [straight] down at|on|in {d:dest}" => "can deploy {c} @{d}",
                    "{c:deploy} go|goes|head|come|jump [straight] [down|over|up] to|into|onto {d:dest} from [my|our|the|a] hand" => "can deploy {c} @{d}",
                    "deploy|play|put|drop|bring {c:deploy} on|onto|into|in [the] table|play|board" => "can deploy {c}",
                    "{c:deploy} [be] deployed|played|put|brought on|onto|into|in [the] table|play|board" => "can deploy {c}",
                    "{c:deploy} be [my|our|the|a] starting location|site|card" => "can deploy {c} as starting",
                    "deploy|play|put|use|choose|pick {c:deploy} as [my|our|the|a] starting location|site|card" => "can deploy {c} as starting",
                    "start|begin [the] [game] with {c:deploy} [as] [my|our|the|a] [starting] [location|site|card]" => "can deploy {c} as starting",
                    "deploy|play|put|drop {c:deploy}" => "can deploy {c}",
                    // The craft said first, the seat after (`stick veers in the scout as its
                    // pilot`).
                    "deploy|play|put|drop|place|stick|slot {c:deploy} in|into|aboard|on|onto {d:craft} as [the|a|an|its|her|his] pilot|driver|passenger|crew|gunner" => "can deploy {c} @{d}",
                    // A side's wish (`dark wants another battleship in hyperspace`).
                    "{s:side} wants|want|needs|need [to] [deploy|play|put|get|drop|add] [another|a|an|the|one] {c:deploy} [more] in|into|to|at|on|onto|aboard {d:dest}" => "can deploy {c} @{d} as {s}",
                ],
                triggers: [
                    "play", "put", "bring", "drop", "throw", "place", "plop", "plant", "stick", "slot",
                ],
            }
            CanLand { card: CardRef, at: Option<CardRef> } => {
                name: "can land",
                syntax: "can land <card> [at <location>]",
                about: "may the starship land (there; with no site named, at any site)?",
                example: "can land @barge at \"Ice Plains\"",
                after_cost: true,
                games: Swccg,
                parse: can_land,
                frames: [
                    "{c:card} land|swoop|descend [down] on|at|in|onto|to {l:loc}" => "can land {c} at {l}",
                    "{c:card} set|touch|put|come|drop|settle down on|at|in|onto|to {l:loc}" => "can land {c} at {l}",
                    "{c:card} land" => "can land {c}",
                    "{c:card} set|touch|come|drop|settle down" => "can land {c}",
                    "set|put|bring {c:card} down on|at|in|onto|to {l:loc}" => "can land {c} at {l}",
                    "{_pilot:card} set|put|bring {c:craft} down on|at|in|onto|to {l:loc}" => "can land {c} at {l}",
                    "{_pilot:card} land {c:craft} on|at|in|onto|to {l:loc}" => "can land {c} at {l}",
                    "land {c:card} on|at|in|onto|to {l:loc}" => "can land {c} at {l}",
                    "land {c:card}" => "can land {c}",
                ],
                triggers: [
                    "landing", "touchdown", "descend", "set down", "touch down", "come down",
                    "drop down", "settle down", "swoop", "alight",
                ],
            }
            CanTakeOff { card: CardRef, to: Option<CardRef> } => {
                name: "can take-off",
                syntax: "can take-off <card> [to <location>]",
                about: "may the starship take off (to there; with no destination named, to any)?",
                example: "can take-off @landed-fighter",
                after_cost: true,
                games: Swccg,
                parse: can_take_off,
                frames: [
                    "{c:card} take-off|launch|lift-off|blast-off [from {_x:loc}] [up|out|away] to|for|into {l:dest}" => "can take-off {c} to {l}",
                    "{c:card} take-off|launch|lift-off|blast-off [from {_x:loc}]" => "can take-off {c}",
                    "take-off {c:card} [from {_x:loc}] to|for|into {l:dest}" => "can take-off {c} to {l}",
                    "take-off {c:card} [from {_x:loc}]" => "can take-off {c}",
                    "{_pilot:card} take|fly|lift|bring|get {c:craft} [back] up|off|out [off|from {_x:loc}]" => "can take-off {c}",
                    "{_pilot:card} take-off|launch|lift-off|blast-off in|aboard|with {c:craft} [from {_x:loc}]" => "can take-off {c}",
                ],
                triggers: [
                    "launch", "depart", "liftoff", "lift-off", "blast-off", "takeoff", "lift off",
                    "blast off", "ascend", "scramble", "airborne",
                ],
            }
            CanMove {
                card: CardRef,
                to: Option<CardRef>,
                by: Option<CardRef>,
            } => {
                name: "can move",
                syntax: "can move <card> [to <location>] [by <card>]",
                about: "may the card move (there; by the card's means; with no destination named, anywhere)?",
                example: "can move @plains-trooper to \"North Ridge\"",
                after_cost: true,
                games: Swccg,
                parse: can_move,
                frames: [
                    "{c:card} move|go|fly|walk|drive|travel|head|ride|run [over|up|down|out|off|back|across] to|into|onto {d:dest}" => "can move {c} to {d}",
                    "{c:card} move|go|fly|walk|drive|travel|head|ride|run [over|up|down|out|off|back|across] from {_x:dest} [over|up|down|out|off|back|across] to|into|onto {d:loc}" => "can move {c} to {d}",
                    "{c:card} move|go|fly|walk|drive|travel|head|ride|run [over|up|down|out|off|back|across] to|into|onto {d:loc} from {_x:dest}" => "can move {c} to {d}",
                    "{c:card} get|make [it] [over|up|down|out] to {d:dest}" => "can move {c} to {d}",
                    "{c:card} get|make [it] [over|up|down|out] into|onto {d:loc}" => "can move {c} to {d}",
                    "{c:card} make [its|his|her|their|a|the] [bombing|attack] run|way|trip [over|up|down|out] to|into|onto {d:dest}" => "can move {c} to {d}",
                    "{c:card} jump|hop|warp [over|up|down] to {d:dest}" => "can move {c} to {d}",
                    "{c:card} move|fly|walk|drive" => "can move {c}",
                    "move|fly|drive|send|bring|take {c:card} [over|up|down] to|into|onto {d:dest}" => "can move {c} to {d}",
                    "move|fly|drive|send|bring|take {c:card} from {_x:dest} [over|up|down] to|into|onto {d:loc}" => "can move {c} to {d}",
                    "get {c:card} [out|over|up|down] to|into|onto {d:dest}" => "can move {c} to {d}",
                    "{c:card} take|carry|bring|fly|drive {_aboard:card} [over|up|down] to|into|onto {d:dest}" => "can move {c} to {d}",
                    "{_pilot:card} fly|drive|pilot|steer|ride|take|walk|march {c:craft} [over|up|down] to|into|onto {d:dest}" => "can move {c} to {d}",
                    "{c:card} use|take {b:known} [to|and] get|go|move|travel [over] to|into|onto {d:dest}" => "can move {c} to {d} by {b}",
                    // A move said by where it leaves (`leave the ridge for the plains`): the
                    // place left is where the card stands.
                    "{c:card} leave|depart [from] {_x:dest} [and] [go|head|move] for|to|toward|towards|into|onto {d:dest}" => "can move {c} to {d}",
                    "{c:card} leave|depart|head [off|out] for {d:dest}" => "can move {c} to {d}",
                ],
                triggers: [
                    "go", "head", "travel", "walk", "relocate", "reposition", "advance", "shift",
                    "hurry", "march", "stroll", "rush", "dash", "sneak", "trek", "hike", "stomp",
                    "trudge", "lumber", "wander", "stride", "scoot", "dive", "flew", "rode",
                    "went", "cruise", "zoom", "trundle", "crawl", "creep", "scamper", "redeploy",
                    "zip", "race", "scurry", "whiz", "climb up", "roll", "roll over", "drop from",
                    "glide", "drift", "soar", "step", "slide", "shuffle", "stroll over",
                ],
            }
            CanShuttle { card: CardRef, to: CardRef } => {
                name: "can shuttle",
                syntax: "can shuttle <card> to <location>",
                about: "may the card shuttle between a site and the system or starship above it?",
                example: "can shuttle @ridge-trooper to Stalker",
                after_cost: true,
                games: Swccg,
                parse: can_shuttle,
                frames: [
                    "{c:card} shuttle|beam [up|down] to|into|onto {d:dest}" => "can shuttle {c} to {d}",
                    "{c:card} shuttle|beam [up|down] to|into|onto {d:dest} from|off {_x:dest}" => "can shuttle {c} to {d}",
                    "{c:card} shuttle|beam [up|down] from|off {_x:dest} [up|down] to|into|onto {d:dest}" => "can shuttle {c} to {d}",
                    "shuttle {c:card} [up|down] to|into|onto {d:dest}" => "can shuttle {c} to {d}",
                    "shuttle {c:card} from|off {_x:dest} [up|down] to|into|onto {d:dest}" => "can shuttle {c} to {d}",
                    "{_x:card} shuttle|ferry|beam|drop {c:card} [up|down] to|into|onto {d:dest}" => "can shuttle {c} to {d}",
                    "{c:character} go|get|head|move|travel|hop|jump|fly|ride up|down to|into|onto {d:craft}" => "can shuttle {c} to {d}",
                ],
                triggers: ["shuttling", "ferry", "beam"],
            }
            CanTransit { card: CardRef, to: CardRef } => {
                name: "can transit",
                syntax: "can transit <card> to <location>",
                about: "may the card make a docking bay transit there?",
                example: "can transit @trooper to \"Echo Docking Bay\"",
                after_cost: true,
                games: Swccg,
                parse: can_transit,
                frames: [
                    "{c:card} transit to {d:dest}" => "can transit {c} to {d}",
                    "{c:card} take|make|use|do|perform [a] [the] docking bay transit to|into {d:dest}" => "can transit {c} to {d}",
                    "{c:card} take|make|use|do|perform [a] [the] docking bay transit [in] [order] [to] get|go|move|travel to|into {d:dest}" => "can transit {c} to {d}",
                    "transit {c:card} to {d:dest}" => "can transit {c} to {d}",
                    "{c:card} go|travel|move|get by|via|through [a] [the] docking bay [transit] to|into {d:dest}" => "can transit {c} to {d}",
                ],
                triggers: ["transit", "commute"],
            }
            CanTransfer { card: CardRef, to: CardRef } => {
                name: "can transfer",
                syntax: "can transfer <card> to <card>",
                about: "may the card transfer to the other card (a starship, vehicle, prison or escort)?",
                example: "can transfer @empty-walker to @hoth-vsd",
                after_cost: true,
                games: Swccg,
                parse: can_transfer,
                frames: [
                    "{c:card} transfer [from|off {_x:card}] [over] to|into|onto {d:dest}" => "can transfer {c} to {d}",
                    "{c:character} move|go|hop|jump|climb|switch|swap|cross [over|across] from|off {_x:craft} [over|across] to|into|onto {d:craft}" => "can transfer {c} to {d}",
                    "transfer {c:card} [from|off {_x:card}] [over] to|into|onto {d:dest}" => "can transfer {c} to {d}",
                    "{_b:card} leave|drop|put|imprison {c:card} [off] in|at|into|with {d:dest}" => "can transfer {c} to {d}",
                    "{_escort:card} transfer|hand|give|pass [over|off] {c:card} [over|off] to|into|onto {d:dest}" => "can transfer {c} to {d}",
                    "{_captor:card} take|bring|escort|lead [over] {c:card} [over] to|into|onto {d:dest}" => "can transfer {c} to {d}",
                    "hand|give|pass {c:card} over to {d:dest}" => "can transfer {c} to {d}",
                    "{d:card} take|grab|receive|get|accept [over] {c:card} from|off {_from:card}" => "can transfer {c} to {d}",
                    "{c:card} be transferred|transfered|handed|passed|given|escorted|taken [over] to|into|onto {d:dest}" => "can transfer {c} to {d}",
                ],
                triggers: ["deliver", "escort", "jail"],
            }
            CanEmbark { card: CardRef, on: CardRef } => {
                name: "can embark",
                syntax: "can embark <card> on <card>",
                about: "may the card board the vehicle or starship?",
                example: "can embark @flying_tie on @stalker",
                after_cost: true,
                games: Swccg,
                parse: can_embark,
                frames: [
                    "{c:card} board|embark|enter [on|onto|into|in] {d:craft}" => "can embark {c} on {d}",
                    "{c:card} dock in|inside|into|aboard|on|with {d:craft}" => "can embark {c} on {d}",
                    "{c:card} get|climb|go|ride|sit|hop|jump on|in|into|onto|aboard {d:craft}" => "can embark {c} on {d}",
                    "embark {c:card} on|onto|in|into {d:card}" => "can embark {c} on {d}",
                ],
                triggers: [
                    "hop", "jump", "climb", "load", "board", "hop aboard", "get aboard",
                    "climb aboard", "pile in", "mount", "embarked",
                ],
            }
            CanDisembark { card: CardRef } => {
                name: "can disembark",
                syntax: "can disembark <card>",
                about: "may the card leave the craft it is aboard?",
                example: "can disembark @han",
                after_cost: true,
                games: Swccg,
                parse: can_disembark,
                frames: [
                    "{c:card} disembark|deboard|dismount [from|off] [{_d:card}]" => "can disembark {c}",
                    "{c:card} get|climb|bail|jump|hop|step off|out [of] [{_d:card}]" => "can disembark {c}",
                    "disembark {c:card} [from {_d:card}]" => "can disembark {c}",
                    "{c:card} leave|exit|quit {_d:craft}" => "can disembark {c}",
                ],
                triggers: [
                    "leave", "exit", "unload", "step off", "step out", "bail", "want out", "get out", "climb out",
                    "hop off", "jump off", "launch out", "launch from", "bail out", "dismount",
                    "deboard", "eject", "offload",
                ],
            }
            CanReact { card: CardRef, to: CardRef } => {
                name: "can react",
                syntax: "can react <card> to <location>",
                about: "may the card move there as a react?",
                example: "can react @fighter to Hoth",
                after_cost: true,
                games: Swccg,
                parse: can_react,
                frames: [
                    "{c:card} react to|into {d:dest}" => "can react {c} to {d}",
                    "react {c:card} to|into {d:dest}" => "can react {c} to {d}",
                ],
                triggers: ["reaction", "reacting", "respond"],
            }
            CanCarry { carrier: CardRef, item: CardRef } => {
                name: "can carry",
                syntax: "can carry <carrier> <item>",
                about: "may the first card carry the weapon or device?",
                example: "can carry @grenadier \"Concussion Grenade\"",
                after_cost: false,
                games: Swccg,
                parse: can_carry,
                frames: [
                    "{a:card} carry|hold {b:known}" => "can carry {a} {b}",
                    "{b:known} be carried by {a:card}" => "can carry {a} {b}",
                ],
                triggers: ["hold", "equip", "tote", "lug", "equipped"],
            }
            CanUse { user: CardRef, item: CardRef } => {
                name: "can use",
                syntax: "can use <user> <item>",
                about: "may the first card use the weapon or device?",
                example: "can use @luke \"Anakin's Lightsaber\"",
                after_cost: false,
                games: Swccg,
                parse: can_use,
                frames: [
                    "{a:card} use|wield {b:card}" => "can use {a} {b}",
                    "{b:card} be used|wielded by {a:card}" => "can use {a} {b}",
                ],
                triggers: ["operate", "employ", "wield", "utilize", "brandish"],
            }
            CanSteal { thief: CardRef, item: CardRef } => {
                name: "can steal",
                syntax: "can steal <thief> <item>",
                about: "may the first card steal the weapon, device or vehicle?",
                example: "can steal @mos_guard @t16 as dark",
                after_cost: false,
                games: Swccg,
                parse: can_steal,
                frames: [
                    "{a:card} steal|take {b:card}" => "can steal {a} {b}",
                ],
                triggers: [
                    "swipe", "nab", "snatch", "pinch", "commandeer", "hijack", "pilfer", "stolen",
                    "rob", "filch", "loot", "yoink", "purloin",
                ],
            }
            CanFire { weapon: CardRef, target: CardRef } => {
                name: "can fire",
                syntax: "can fire <weapon> at <target>",
                about: "may the weapon be fired at the target?",
                example: "can fire \"Thermal Detonator\" at @luke",
                after_cost: false,
                games: Swccg,
                parse: can_fire,
                frames: [
                    "fire|shoot {w:card} at {t:card}" => "can fire {w} at {t}",
                    "{s:card} fire|shoot|hit|blast [at|on] {t:card}" => "can fire {s.weapon} at {t}",
                    "{w:card} [be] fired at|on {t:card}" => "can fire {w} at {t}",
                    "{_s:card} fire|shoot|hit|blast [at|on] {t:card} with|using {w:card}" => "can fire {w} at {t}",
                    "{_s:card} fire|shoot|use {w:card} at|on {t:card}" => "can fire {w} at {t}",
                    "shoot|hit|blast {t:card} with|using {w:card}" => "can fire {w} at {t}",
                    "{t:card} be shot|hit|blasted|fired [at|on] by|with {s:card}" => "can fire {s.weapon} at {t}",
                ],
                triggers: [
                    "zap", "snipe", "shoot", "shot", "lob", "hurl", "fling", "blast", "strafe",
                    "open fire",
                ],
            }
            CanReplace { old: CardRef, new: CardRef } => {
                name: "can replace",
                syntax: "can replace <old> with <new>",
                about: "may the second card replace the first (a persona swap)?",
                example: "can replace \"Luke Skywalker\" with \"Commander Luke Skywalker\"",
                after_cost: false,
                games: Swccg,
                parse: can_replace,
                frames: [
                    "{n:deploy} replace {o:card}" => "can replace {o} with {n}",
                    "replace {o:card} with|by {n:deploy}" => "can replace {o} with {n}",
                    "swap|switch|exchange|trade|substitute [out] {o:card} [out] for|with {n:deploy}" => "can replace {o} with {n}",
                    "upgrade|promote|swap|switch|change|turn {o:card} to|into {n:deploy}" => "can replace {o} with {n}",
                    "{n:deploy} take|takes {o:card} place|spot" => "can replace {o} with {n}",
                    "{n:deploy} take|takes over from|for {o:card}" => "can replace {o} with {n}",
                    "{o:card} be replaced|swapped|switched by|with|for {n:deploy}" => "can replace {o} with {n}",
                ],
                triggers: [
                    "swap", "switch", "exchange", "trade", "substitute", "replaced", "upgrade",
                    "promote", "convert", "replacement",
                ],
            }
            CanDuel {
                card: CardRef,
                with: CardRef,
                against: Option<CardRef>,
            } => {
                name: "can duel",
                syntax: "can duel <card> with <weapon> [against <card>]",
                about: "may the character start a duel with the lightsaber (against that character)? (Young Jedi)",
                example: "can duel @obiwan with \"Obi-Wan Kenobi's Lightsaber\" against @maul",
                after_cost: false,
                games: YoungJedi,
                parse: can_duel,
                frames: [
                    "{c:card} duel|challenge|fight {t:character} with|using {w:weapon}" => "can duel {c} with {w} against {t}",
                    "{c:card} duel|challenge|fight|face {t:character}" => "can duel {c} with {c.weapon} against {t}",
                    "{c:card} duel with|using {w:weapon}" => "can duel {c} with {w}",
                    "{c:card} duel|fight against|versus|vs|with {t:character}" => "can duel {c} with {c.weapon} against {t}",
                    "{c:card} fight {t:character} in [a] duel" => "can duel {c} with {c.weapon} against {t}",
                    "{c:card} duel" => "can duel {c} with {c.weapon}",
                    "{c:card} take on {t:character} [in|to] [a] [duel]" => "can duel {c} with {c.weapon} against {t}",
                    "{c:card} use|take|grab|borrow|snag|wield {w:weapon} [to|and] duel|challenge|fight {t:character}" => "can duel {c} with {w} against {t}",
                    "{c:card} use|take|grab|borrow|snag|wield {w:weapon} [to|and] [start|begin] [a] duel|challenge|fight" => "can duel {c} with {w}",
                    "{c:card} use|wield|take|grab|borrow|snag {w:weapon} in|for [a|the|his|her] duel against|with|versus|vs {t:character}" => "can duel {c} with {w} against {t}",
                    "{c:card} use|wield|take|grab|borrow|snag {w:weapon} in|for [a|the|his|her] duel" => "can duel {c} with {w}",
                    "{c:card} go|goes after|at {t:character} with|using {w:weapon}" => "can duel {c} with {w} against {t}",
                    "{c:card} go|goes after|at {t:character}" => "can duel {c} with {c.weapon} against {t}",
                    "{c:card} challenge {t:character} to [a] duel with|using {w:weapon}" => "can duel {c} with {w} against {t}",
                    "{c:card} challenge {t:character} to [a] duel" => "can duel {c} with {c.weapon} against {t}",
                    "{c:card} pick|take|grab|draw|ignite [up|out] {w:weapon} and duel|challenge|fight {t:character}" => "can duel {c} with {w} against {t}",
                    "{c:card} pick|take|grab|draw|ignite [up|out] {w:weapon} and duel" => "can duel {c} with {w}",
                    "{c:card} start|initiate|begin|fight [a] duel with|using {w:weapon} against|with|versus|vs {t:character}" => "can duel {c} with {w} against {t}",
                    "{c:card} start|initiate|begin|fight [a] duel with|using {w:weapon}" => "can duel {c} with {w}",
                    "{c:card} start|initiate|begin|fight [a] duel against|with|versus|vs {t:character}" => "can duel {c} with {c.weapon} against {t}",
                    "{c:card} start|initiate|begin|fight [a] duel" => "can duel {c} with {c.weapon}",
                    // Other verbs of the same act: `pick on X (in a duel)`, `pick X to duel`,
                    // `go after X in the duel`, `challenge X to a duel`, `take on X`.
                    "{c:card} pick on {t:character} with|using {w:weapon}" => "can duel {c} with {w} against {t}",
                    "{c:card} pick on {t:character} [in|to|for] [a|the] [duel|fight]" => "can duel {c} with {c.weapon} against {t}",
                    "{c:card} pick|picks {t:character} [to] duel|fight|challenge with|using {w:weapon}" => "can duel {c} with {w} against {t}",
                    "{c:card} pick|picks {t:character} [to] duel|fight|challenge" => "can duel {c} with {c.weapon} against {t}",
                    "{c:card} pick {t:character} for|in [a|the] duel|fight" => "can duel {c} with {c.weapon} against {t}",
                    "{c:card} go|goes after|at {t:character} in|to|for [a|the] duel|fight" => "can duel {c} with {c.weapon} against {t}",
                    "{c:card} take|takes on {t:character} with|using {w:weapon}" => "can duel {c} with {w} against {t}",
                    "{c:card} challenges|fights|faces {t:character}" => "can duel {c} with {c.weapon} against {t}",
                    "{c:card} challenge|challenges {t:character} [to] [a] duel with|using {w:weapon}" => "can duel {c} with {w} against {t}",
                ],
                triggers: [
                    "challenge", "spar", "take on", "go after", "call out", "pick on", "fight",
                    "confront", "square off", "cross sabers", "clash",
                ],
            }
            CanEvacuate { location: CardRef } => {
                name: "can evacuate",
                syntax: "can evacuate <location>",
                about: "may the side evacuate the planet? (Young Jedi)",
                example: "can evacuate Naboo",
                after_cost: false,
                games: YoungJedi,
                parse: can_evacuate,
                frames: [
                    "evacuate [from|off] {l:dest}" => "can evacuate {l}",
                    "{l:dest} be evacuated [from|off] [{_x:loc}]" => "can evacuate {l}",
                    "evacuate {l:card} from|off {_x:loc}" => "can evacuate {l}",
                    "pull|get|clear|move out of|from {l:dest}" => "can evacuate {l}",
                    "withdraw|retreat|flee from {l:dest}" => "can evacuate {l}",
                ],
                triggers: ["withdraw", "retreat", "flee", "bail", "escape", "evac", "abandon"],
            }
            CanTarget {
                card: CardRef,
                with: Option<CardRef>,
            } => {
                name: "can target",
                syntax: "can target <card> [with <card>]",
                about: "may the card be targeted at all (by the card named)?",
                example: "can target @storm with Alter",
                after_cost: false,
                games: Swccg,
                parse: can_target,
                frames: [
                    "target {c:card} with|using {w:known}" => "can target {c} with {w}",
                    "target {c:card}" => "can target {c}",
                    "{c:card} be targeted by|with {w:known}" => "can target {c} with {w}",
                    "{c:card} be targeted" => "can target {c}",
                    "{w:known} target {c:card}" => "can target {c} with {w}",
                ],
                triggers: ["aim", "targetable", "targeted"],
            }
            CanBomb { bomber: CardRef, at: CardRef } => {
                name: "can bomb",
                syntax: "can bomb <bomber> at <location>",
                about: "may the bomber drop its Proton Bombs on the site?",
                example: "can bomb @bomber at Cantina",
                after_cost: false,
                games: Swccg,
                parse: can_bomb,
                frames: [
                    "{b:card} bomb {l:loc}" => "can bomb {b} at {l}",
                    "{b:card} drop [its|the] [proton] bombs on|at {l:loc}" => "can bomb {b} at {l}",
                    "{b:card} hit|strike|attack|target {l:loc} with|using [its|the] [proton] bombs" => "can bomb {b} at {l}",
                ],
                triggers: ["bombard", "bombing"],
            }
            CanBattle { card: CardRef } => {
                name: "can battle",
                syntax: "can battle <card>",
                about: "may the card take part in a battle (after a duel)? (Young Jedi)",
                example: "can battle @quigon",
                after_cost: false,
                games: YoungJedi,
                parse: can_battle,
                frames: [
                    "{c:card} battle|fight" => "can battle {c}",
                    "{c:card} take part|join in [a|the] battle" => "can battle {c}",
                    "{c:card} fight|battle in [a|the] battle" => "can battle {c}",
                    "{c:card} join [in] [a|the] battle" => "can battle {c}",
                ],
                triggers: ["combat", "brawl"],
            }
            Is {
                card: CardRef,
                property: String,
                #[serde(skip)]
                property_span: Span,
            } => {
                name: "is",
                syntax: "is <card> <property>",
                about: "does the card have the classification (`rebel`, `imperial`, `independent`)?",
                example: "is \"Hound's Tooth\" independent",
                after_cost: false,
                games: Swccg,
                parse: is,
                frames: [
                    "is|are {c:card} [a|an] {p:class}" => "is {c} {p}",
                    "does|do {c:card} count as [a|an] {p:class}" => "is {c} {p}",
                ],
            }
            Matching { weapon: CardRef, character: CardRef } => {
                name: "matching",
                syntax: "matching <weapon> <character>",
                about: "is the weapon a matching weapon for the character?",
                example: "matching \"Anakin's Lightsaber\" @luke",
                after_cost: false,
                games: Swccg,
                parse: matching,
                frames: [
                    "is|are {w:known} [a|the] matching weapon [for|of] {c:known}" => "matching {w} {c}",
                    "is|are {w:known} {c:known} matching weapon" => "matching {w} {c}",
                    "does|do {w:known} match {c:known}" => "matching {w} {c}",
                ],
                triggers: ["match", "paired"],
            }
            ForceIcons { side: Side } => {
                name: "force-icons",
                syntax: "force-icons <side>",
                about: "how many Force icons the side has on the table, with the arithmetic",
                example: "force-icons light",
                after_cost: false,
                games: Swccg,
                parse: force_icons,
                frames: [
                    "how many force icons does|do [the] {s:side} [side|player] have" => "force-icons {s}",
                    "how many force icons does|do [the] {s:side} [side|player] have with {_x:card} out|down|there|around" => "force-icons {s}",
                    "count [the] {s:side} [side] force icons" => "force-icons {s}",
                ],
                triggers: ["icons", "icon"],
            }
            CardType { card: CardRef } => {
                name: "card-type",
                syntax: "card-type <card>",
                about: "the card's type, in the sense the phrase \"card type\" has",
                example: "card-type \"Asteroid Field\"",
                after_cost: false,
                games: Swccg,
                parse: card_type,
                frames: [
                    "what type|kind [of] [card] is {c:known}" => "card-type {c}",
                    "what is|'s [the] card type of {c:deploy}" => "card-type {c}",
                    "what's [the] card type of {c:deploy}" => "card-type {c}",
                    "what card type is {c:deploy}" => "card-type {c}",
                ],
            }
            Capture { card: CardRef } => {
                name: "capture",
                syntax: "capture <character>",
                about: "what may become of the character when captured, or of the captive now",
                example: "capture @chewie",
                after_cost: false,
                games: Swccg,
                parse: capture,
                frames: [
                    "what happens|happen if|when {c:card} is|gets captured" => "capture {c}",
                    "{c:card} be captured" => "capture {c}",
                    "capture {c:card}" => "capture {c}",
                    "what [can|could|may|will] happen|happens to {c:card}" => "capture {c}",
                    "what is gonna|going [to] happen to {c:card}" => "capture {c}",
                    "what [can|could|may|will] happen|happens to {c:card} if|when he|she|it|they [is|are|gets|get] captured|caught" => "capture {c}",
                    "what [can|could|may|will] happen|happens to {c:card} if|when he|she|it|they [is|are|gets|get] captured|caught in|at|on {_l:loc}" => "capture {c}",
                    "what [can|could|may|will] become|becomes of {c:card}" => "capture {c}",
                    "{c:card} is|'s [a] [captive|prisoner] [of|to] {_x:card} [captive|prisoner] what can|could|may|will happen|happens to him|her|them|it" => "capture {c}",
                ],
                triggers: [
                    "captured", "captive", "prisoner", "imprisoned", "hostage", "carbonite",
                    "frozen", "apprehend", "abduct", "kidnap",
                ],
            }
            Present { card: CardRef, at: Option<CardRef> } => {
                name: "present",
                syntax: "present <card> [at <location>]",
                about: "is the card present (at that location), and where?",
                example: "present @luke",
                after_cost: false,
                games: Swccg,
                parse: present,
                frames: [
                    "is|are {c:card} present at|in|on {l:loc}" => "present {c} at {l}",
                    "is|are {c:card} present" => "present {c}",
                    "is|are {c:card} present on|aboard|in {_x:craft}" => "present {c}",
                    "where is|are {c:card}" => "present {c}",
                    "where's {c:card}" => "present {c}",
                    "is|are {c:card} at|in|on {l:loc}" => "present {c} at {l}",
                    "is|are {c:card} [still] [out] in play" => "present {c}",
                    "is|are {c:card} [still] [out] on|in [the] table|board" => "present {c}",
                ],
                triggers: ["located", "stationed"],
            }
            Presence { side: Side, at: CardRef } => {
                name: "presence",
                syntax: "presence <side> at <location>",
                about: "does the side have presence at the location?",
                example: "presence light at Hoth",
                after_cost: false,
                games: Swccg,
                parse: presence,
                frames: [
                    "does|do [the] {s:side} [side|player] have presence at|in|on {l:loc}" => "presence {s} at {l}",
                    "does|do [the] {s:side} [side|player] have anyone|anybody|someone|somebody|anything|something|characters at|in|on {l:loc}" => "presence {s} at {l}",
                    "is|are there [any] [a] {s:side} [side] presence at|in|on {l:loc}" => "presence {s} at {l}",
                    "has|have [the] {s:side} [side|player] [got] presence at|in|on {l:loc}" => "presence {s} at {l}",
                    "[the] {s:side} [side|player] presence at|in|on {l:loc}" => "presence {s} at {l}",
                    "[the] {s:side} [side|player] [still] have|has|got|gets|hold|holds [any] presence at|in|on {l:loc}" => "presence {s} at {l}",
                    // Asked of who gives it (`is anyone giving us presence at …`).
                    "is|are anyone|anybody|someone|somebody|anything|something [there] giving|providing [the] {s:side} [side|player] presence at|in|on {l:loc}" => "presence {s} at {l}",
                    "is|are anyone|anybody|someone|somebody|anything|something [there] giving|providing presence to|for [the] {s:side} [side|player] at|in|on {l:loc}" => "presence {s} at {l}",
                    "does|do|can|will anyone|anybody|someone|somebody|anything|something give|provide [the] {s:side} [side|player] presence at|in|on {l:loc}" => "presence {s} at {l}",
                    "who|what|which [card|cards|character|characters] gives|give|provides|provide [the] {s:side} [side|player] presence at|in|on {l:loc}" => "presence {s} at {l}",
                ],
                triggers: ["occupy", "give presence", "provide presence"],
            }
            Alone { card: CardRef } => {
                name: "alone",
                syntax: "alone <card>",
                about: "is the card alone at its location?",
                example: "alone @trooper",
                after_cost: false,
                games: Swccg,
                parse: alone,
                frames: [
                    "is|are {c:card} alone" => "alone {c}",
                    "is|are {c:card} alone at|in|on {_at:loc}" => "alone {c}",
                    "is|are {c:card} by himself|herself|itself|themselves|themself" => "alone {c}",
                    "is|are {c:card} [all] [alone] by himself|herself|itself|themselves|themself at|in|on {_at:loc}" => "alone {c}",
                    "is|are {c:card} on his|her|its|their own" => "alone {c}",
                    "is|are anyone|anybody|someone|somebody|anything [else] with {c:card}" => "alone {c}",
                ],
                triggers: [
                    "lone", "unaccompanied", "by itself", "by himself", "by herself", "on its own",
                    "on his own", "on her own", "solo", "isolated",
                ],
            }
            Piloted { card: CardRef } => {
                name: "piloted",
                syntax: "piloted <card>",
                about: "is the vehicle or starship piloted?",
                example: "piloted @flying-speeder",
                after_cost: false,
                games: Swccg,
                parse: piloted,
                frames: [
                    "is|are {c:card} [being] piloted|crewed|driven" => "piloted {c}",
                    "does|do {c:card} have a pilot|driver" => "piloted {c}",
                    "is|are anyone|anybody|someone|somebody flying|piloting|driving|crewing {c:card}" => "piloted {c}",
                    "who is|'s flying|piloting|driving|crewing {c:card}" => "piloted {c}",
                    "is|are {_pilot:card} flying|piloting|driving|crewing {c:craft}" => "piloted {c}",
                ],
                triggers: ["manned", "crewed", "pilot", "driver", "crew"],
            }
            /// (An extension for `hoth.shield.no-dark-system-power`.)
            BattlePower { side: Side, at: CardRef } => {
                name: "battle-power",
                syntax: "battle-power <side> at <location>",
                about: "may the side's starships controlling the related system add power to a battle there?",
                example: "battle-power dark at \"North Ridge\"",
                after_cost: false,
                games: Swccg,
                parse: battle_power,
                frames: [
                    "does|do|can|may [the] {s:side} [side] [starships] add [battle] power to [a] [the] battle at|in|on {l:loc}" => "battle-power {s} at {l}",
                    "does|do|can|may [the] {s:side} [side] [starships] add [battle] power at|in|on {l:loc}" => "battle-power {s} at {l}",
                    "[does|do] [the] {s:side} [side] [player] get|keep|add|use|have|count [its|their|the] [system|star|starship|starships|ship|ships|capital] [destroyer|destroyers|system|ship|ships] [battle] power in|to|at|for [a|the] battle|battles|fight|fights at|in|on {l:loc}" => "battle-power {s} at {l}",
                    "[does|do] [the] {s:side} [side] [player] get|keep|add|use|have|count [its|their|the] [system] [battle] power at|in|on {l:loc}" => "battle-power {s} at {l}",
                    "[does|do] [the] {s:side} [side] [system] [battle] power count|apply [in|to|at] [a|the] [battle] at|in|on {l:loc}" => "battle-power {s} at {l}",
                    "what|what's [is] [the] {s:side} [side] [system] battle power at|in|on {l:loc}" => "battle-power {s} at {l}",
                ],
                triggers: ["power", "contribute"],
            }
            Landspeed { card: CardRef } => {
                name: "landspeed",
                syntax: "landspeed <card>",
                about: "the landspeed the card may use now, with the arithmetic",
                example: "landspeed @downed-walker",
                after_cost: false,
                games: Swccg,
                parse: landspeed,
                frames: [
                    "what|what's [is] [the] landspeed [of|on|for] {c:card}" => "landspeed {c}",
                    "how far|fast can|does|could|will|would {c:card} move|go|walk|drive|fly|run|ride|travel|get" => "landspeed {c}",
                    "how far can|does|could|will|would {c:card} move|go|walk|drive|fly|run|ride|travel|get [in|on|each|per|a|this|one] [a|one|its|his|her] [move|turn]" => "landspeed {c}",
                ],
                triggers: ["speed", "fast"],
            }
            Defense { card: CardRef } => {
                name: "defense",
                syntax: "defense <card>",
                about: "what a weapon fired at the card compares against (armor instead of ability when armored)",
                example: "defense @probe",
                after_cost: false,
                games: Swccg,
                parse: defense,
                frames: [
                    "what|what's [is] [the] defense|defence|armor|armour [value] [of] {c:card}" => "defense {c}",
                    "what does a weapon fired at {c:card} compare|compares against|to|with" => "defense {c}",
                    "how tough|hard is|are {c:card} [to] hit|kill|beat|shoot|damage" => "defense {c}",
                    "what does|do|would [a|the] weapon|shot|attack [fired|aimed|shot] at|against {c:card} have|need|needs to beat|exceed|overcome" => "defense {c}",
                ],
                triggers: ["armor", "armour", "defence", "toughness", "maneuver"],
            }
            LostWith { card: CardRef } => {
                name: "lost-with",
                syntax: "lost-with <card>",
                about: "the cards that would be lost along with this one",
                example: "lost-with @ridden",
                after_cost: false,
                games: Swccg,
                parse: lost_with,
                frames: [
                    "what [else] [is|would|will|gets|get] [be|get] lost with|along [with] {c:dest}" => "lost-with {c}",
                    "what [else] goes|go down with {c:dest}" => "lost-with {c}",
                    "what [else] goes|go|is|are|gets|get [down|lost] with it|him|her if|when {c:dest} is|gets|get|blows [blown] [up|destroyed|lost]" => "lost-with {c}",
                    "what is|are lost if {c:dest} is lost" => "lost-with {c}",
                    "what [else] goes|go|is|are|gets|get|would|will [be] [down|lost] with {c:dest} if|when it|he|she|they|it's|its|he's|she's|they're [is|are|gets|get|blows|dies|die] [lost|destroyed|killed|wrecked|blown|down] [up]" => "lost-with {c}",
                    "if|when {c:dest} dies|die|is|gets|get|goes|go|blows [lost|destroyed|killed|wrecked|down|up|blown] [up] does|do|would|will [its|his|her|their|the] rider|riders|pilot|pilots|passenger|passengers|crew|driver|drivers|gunner|gunners|everyone|anyone|everything|anything|cargo|stuff [aboard|on|in] [it|him|her|board] go|die|get [lost|down] [too|also|with] [it|him|her|them] [too|also]" => "lost-with {c}",
                    "what [else] goes|go|is|are|gets|get [lost] if|when {c:dest} is|gets|get lost|destroyed" => "lost-with {c}",
                ],
                triggers: [
                    "lost", "lose", "loses", "goes down with", "go down with", "goes with",
                    "go with", "dies", "died", "destroyed", "wrecked", "perish", "killed",
                ],
            }
            TrippedBy { card: CardRef, at: CardRef } => {
                name: "tripped-by",
                syntax: "tripped-by <card> at <location>",
                about: "would the card, deploying or moving to (or across) the site, trip the cards buried there?",
                example: "tripped-by @plains_rebel at Mountains",
                after_cost: false,
                games: Swccg,
                parse: tripped_by,
                frames: [
                    "{c:card} trip [the] [cards|mines|anything] [buried] at|in|on {l:loc}" => "tripped-by {c} at {l}",
                    "does|do|would|will {c:card} trip [the] [cards|mines|anything] [buried] at|in|on {l:loc}" => "tripped-by {c} at {l}",
                    "[does|do|would|will] {c:card} set|trigger|detonate|trip [off] [the] [cards|mines|anything|what|whats] [is|are] [buried|hidden] at|in|on {l:loc}" => "tripped-by {c} at {l}",
                ],
                triggers: ["trigger", "detonate", "set off", "trip", "explode"],
            }
            Enhances { card: CardRef, craft: CardRef } => {
                name: "enhances",
                syntax: "enhances <card> <craft>",
                about: "may the occupant enhance the vehicle or starship (as pilot or gunner)?",
                example: "enhances \"Danz Borin\" @crawler",
                after_cost: false,
                games: Swccg,
                parse: enhances,
                frames: [
                    "does|do {a:card} enhance|boost {b:card}" => "enhances {a} {b}",
                    "does|do {a:card} enhance|boost {b:card} when|while|if he|she|they|hes|shes|theyre|he's|she's|they're [is|are] flying|piloting|driving|aboard|in [it|her|him]" => "enhances {a} {b}",
                    "{a:card} enhance {b:card}" => "enhances {a} {b}",
                ],
                triggers: ["enhance", "boost", "improve", "buff", "bonus", "augment"],
            }
            Cost { question: Box<QueryKind> } => {
                name: "cost",
                syntax: "cost [can] <movement question>",
                about: "the Force the act costs, with the arithmetic (a deploy: the card's printed deploy cost, changed by the card text the judge reads; deployed `with <pilot>`, the pilot's printed deploy cost too)",
                example: "cost move @wampa to \"Defensive Perimeter\"",
                after_cost: false,
                games: Swccg,
                parse: cost,
                frames: [
                    "how much [force] [does|would|will] [it] cost [me|us] [for|to] {q:question}" => "cost {q}",
                    "what [does|would|will] [it] cost [me|us] [for|to] {q:question}" => "cost {q}",
                    "what is it cost [me|us] [for|to] {q:question}" => "cost {q}",
                    "what|what's [is] [the] [force] cost [of|for|to] {q:question}" => "cost {q}",
                    "how much [force] [is|would] [it] [be] for|to {q:question}" => "cost {q}",
                    "how much [force] [does|would] [it] [take] [for|to] {q:question}" => "cost {q}",
                    "[the] [force] cost for|of|to {q:question}" => "cost {q}",
                    // The price of a card not in play asked at a place (`how much is yoxgit at
                    // the tower`, `what does lobot cost me at …`): the deploy's cost there.
                    "how much [force] is|are|would|does|do|will {c:deploy} [be|cost] [me|us] [to] [deploy|play|put] [it|him|her|them] at|to|on|in|onto|into {p:dest}" => "cost deploy {c} to {p}",
                    "what [does|would|will|do] {c:deploy} cost [me|us] [to] [deploy|play] [it|him|her|them] at|to|on|in|onto|into {p:dest}" => "cost deploy {c} to {p}",
                    "what is {c:deploy} [deploy] cost [me|us] at|to|on|in|onto|into {p:dest}" => "cost deploy {c} to {p}",
                    "how much [force] is|are|would|does|do|will {c:deploy} [be|cost] [me|us] [to] [deploy|play|put] [it|him|her|them] aboard {p:card}" => "cost deploy {c} aboard {p}",
                    "what [does|would|will|do] {c:deploy} cost [me|us] [to] [deploy|play] [it|him|her|them] aboard {p:card}" => "cost deploy {c} aboard {p}",
                ],
            }
            Markers { row: Option<CardRef> } => {
                name: "markers",
                syntax: "markers [<row>]",
                about: "the innermost and outermost marker sites on the table in the row (every row with markers)",
                example: "markers",
                after_cost: false,
                games: Swccg,
                parse: markers,
                frames: [
                    "what|which [are] [the] markers [are] [there] [in|of|on] {r:loc}" => "markers {r}",
                    "what|which [are] [the] markers [are] [there]" => "markers",
                    "what|which [are|is] [the] outermost|innermost|first|last [and] [outermost|innermost] [marker|markers] [sites] [are] [there] [in|of|on] {r:loc}" => "markers {r}",
                    "where are [the] markers" => "markers",
                ],
                triggers: ["outermost", "innermost", "furthest"],
            }
            Insertion {
                location: CardRef,
                row: Option<CardRef>,
            } => {
                name: "insertion",
                syntax: "insertion <location> [in <row>]",
                about: "where in the row the location card would go",
                example: "insertion \"Main Power Generators\"",
                after_cost: false,
                games: Swccg,
                parse: insertion,
                frames: [
                    "where would|does|will|should [a|an|another] [new|other|extra|second] {l:deploy} go|be [placed|inserted|put] [in]" => "insertion {l}",
                    "where would|does|will|should [a|an|another] [new|other|extra|second] {l:deploy} go|be [placed|inserted|put] in|on|at {r:loc}" => "insertion {l} in {r}",
                    "where would|does|will|should|could|can [a|an|another] [new|other|extra|second] {l:deploy} go|be [placed|inserted|put] if|when someone|somebody|anyone|they|i|we|you|he|she plays|deploys|puts|play|deploy|put|drops|drop [one|it|another] [down|out]" => "insertion {l}",
                ],
                triggers: ["insert", "inserted", "slot in"],
            }
            Layout { row: Option<CardRef> } => {
                name: "layout",
                syntax: "layout [<row>]",
                about: "the row's locations in order, with markers and shielded sites (every row)",
                example: "layout Hoth",
                after_cost: false,
                games: Swccg,
                parse: layout,
                frames: [
                    "what does {r:loc} look like" => "layout {r}",
                    "show [me] [the] layout|row [of] {r:loc}" => "layout {r}",
                    "show [me] [the] {r:loc} row|layout|locations|sites" => "layout {r}",
                    "show [me] [the] {r:loc} row|rows|layout|locations|sites laid|set out|up" => "layout {r}",
                    "show [me] [the] layout|rows|table|board laid|set out|up" => "layout",
                    "show [me] [the] layout|rows|table|board" => "layout",
                    "what is|'s [the] layout [of] {r:loc}" => "layout {r}",
                ],
                triggers: ["arrangement", "lineup"],
            }
            AsteroidDestiny { card: CardRef } => {
                name: "asteroid-destiny",
                syntax: "asteroid-destiny <card>",
                about: "the lowest asteroid destiny that loses the starship",
                example: "asteroid-destiny @falcon",
                after_cost: false,
                games: Swccg,
                parse: asteroid_destiny,
                frames: [
                    "what asteroid destiny loses|destroys|kills {c:card}" => "asteroid-destiny {c}",
                    "what is [the] asteroid destiny for|of {c:card}" => "asteroid-destiny {c}",
                    "what is [the] asteroid destiny that|which|to [would|will|could] loses|lose|destroys|destroy|kills|kill {c:card}" => "asteroid-destiny {c}",
                    "what destiny [would] loses|lose|destroys|destroy {c:card} in [the] asteroids|asteroid" => "asteroid-destiny {c}",
                    "what does|do|would|will {c:card} need|have [to] draw|roll|get [to] survive|avoid|clear|cross [the] asteroids|asteroid [field|sector|sectors|fields]" => "asteroid-destiny {c}",
                    "[the] asteroid destiny|threshold|draw for|of {c:card}" => "asteroid-destiny {c}",
                    "how bad|big|high|risky|dangerous is|'s [the] asteroid risk|danger|threat for|to|of {c:card}" => "asteroid-destiny {c}",
                    "what|what's [is] [the] asteroid risk|danger|threat for|to|of {c:card}" => "asteroid-destiny {c}",
                ],
                triggers: [
                    "asteroid destiny", "asteroid threshold", "asteroid draw", "asteroid risk",
                    "asteroid danger",
                ],
            }
            SearchParty { at: CardRef, with: Vec<CardRef> } => {
                name: "search-party",
                syntax: "search-party at <location> with <card>, <card>…",
                about: "the lowest destiny draw with which the search party finds a missing character",
                example: "search-party at \"North Ridge\" with @ridge_trooper",
                after_cost: false,
                games: Swccg,
                parse: search_party,
                frames: [
                    "{c:cards} find [a|the] [missing] [character] at|in {l:loc}" => "search-party at {l} with {c}",
                    "search [party] at|in {l:loc} with {c:cards}" => "search-party at {l} with {c}",
                    "what [destiny|draw] does|do|would [a|the] search party of|with {c:cards} need at|in {l:loc}" => "search-party at {l} with {c}",
                    "what [destiny|draw] does|do|would {c:cards} need to find [a|the] [missing] [character|card] at|in {l:loc}" => "search-party at {l} with {c}",
                    "what destiny|draw finds [a|the] [missing] [character|card] at|in {l:loc} with {c:cards}" => "search-party at {l} with {c}",
                    "[a|the] search party of|with {c:cards} at|in {l:loc}" => "search-party at {l} with {c}",
                ],
                triggers: ["rescue", "search", "searches", "searching", "hunt", "locate"],
            }
            Sabacc {
                light: Vec<SabaccCard>,
                dark: Vec<SabaccCard>,
            } => {
                name: "sabacc",
                syntax: "sabacc light <value>, … dark <value>, …",
                about: "who wins the sabacc game (a value is a number, `wild` or `clone`) and what the loser gives up",
                example: "sabacc light 5, 6 dark wild, clone, 3",
                after_cost: false,
                games: Swccg,
                parse: sabacc,
                frames: [
                    "who wins [at] [the] [sabacc] [game] [if|when|with] light [has] {l:text} [and] dark [has] {d:text}" => "sabacc light {l} dark {d}",
                    "sabacc [with] light [has] {l:text} [and] dark [has] {d:text}" => "sabacc light {l} dark {d}",
                    "[if|when] light has|holds|gets {l:text} [and] dark has|holds|gets {d:text} [-] who wins [at] [the] [sabacc] [game|hand]" => "sabacc light {l} dark {d}",
                ],
                triggers: ["gamble", "wager"],
            }
            CreatureAttack {
                creature: CardRef,
                target: CardRef,
                destiny: Option<i64>,
            } => {
                name: "creature-attack",
                syntax: "creature-attack <card> on <card> [destiny <n>]",
                about: "the outcome of the attack (the destiny feeding the first draw it needs)",
                example: "creature-attack @chewie on @wampa destiny 0",
                after_cost: false,
                games: Swccg,
                parse: creature_attack,
                frames: [
                    "{a:card} attack|eat|bite|maul|savage {t:card}" => "creature-attack {a} on {t}",
                    "{a:card} go|goes after {t:card}" => "creature-attack {a} on {t}",
                    "what if|when {a:card} attacks|eats|bites {t:card}" => "creature-attack {a} on {t}",
                    "what if|when {a:card} goes|go after {t:card}" => "creature-attack {a} on {t}",
                    "{a:card} attack|eat {t:card} [with|and|if] [a|the|its] destiny [of|is] {n:num}" => "creature-attack {a} on {t} destiny {n}",
                    "what happens if|when {a:card} attacks|eats {t:card}" => "creature-attack {a} on {t}",
                    "what happens if|when {a:card} attacks|eats {t:card} [with|and] [a|the|its] destiny [of|is] {n:num}" => "creature-attack {a} on {t} destiny {n}",
                ],
                triggers: [
                    "attack", "eat", "bite", "devour", "chomp", "munch", "gobble", "swallow",
                ],
            }
            JediTest {
                card: CardRef,
                test: i64,
                destiny: Option<i64>,
            } => {
                name: "jedi-test",
                syntax: "jedi-test <card> test <n> [destiny <n>]",
                about: "may the apprentice attempt that Jedi test, and the training destiny total",
                example: "jedi-test @luke test 3 destiny 4",
                after_cost: false,
                games: Swccg,
                parse: jedi_test,
                frames: [
                    "{c:card} attempt|take|try|do [the] [jedi] test [#] {n:num}" => "jedi-test {c} test {n}",
                    "{c:card} attempt|take|try|do [the] [jedi] test [#] {n:num} [with] [a] [training] destiny [of] {d:num}" => "jedi-test {c} test {n} destiny {d}",
                    "{c:card} attempt|take|try|do [the] {n:num} [jedi] test" => "jedi-test {c} test {n}",
                    "{c:card} attempt|take|try|do [the|his|her] {n:num} [jedi] test [with|if|when] [a] [he|she] [draws|draw] [a] [training] [destiny] [of|is] {d:num} [for] [destiny]" => "jedi-test {c} test {n} destiny {d}",
                    "{c:card} attempt|take|try|do|train [for] [the] jedi test [#] {n:num} [with|if|when] [a] [he|she] [draws|draw] [a] [training] [destiny] [of|is] {d:num} [for] [destiny]" => "jedi-test {c} test {n} destiny {d}",
                    "{c:card} train [for] [the] jedi test [#] {n:num}" => "jedi-test {c} test {n}",
                    "what|what's [is] {c:card} training destiny [total] for [jedi] test [#] {n:num}" => "jedi-test {c} test {n}",
                ],
                triggers: ["training", "train", "trial", "mentor"],
            }
            Duel {
                attacker: CardRef,
                defender: CardRef,
                /// From the query (`hands a / b`); `None`: the scenario's `duel:` section.
                hands: Option<(Vec<i64>, Vec<i64>)>,
            } => {
                name: "duel",
                syntax: "duel <card> against <card> [hands <n>, … / <n>, …]",
                about: "the duel replayed: winner, discards, damage and hits (hands from the question or the board) (Young Jedi)",
                example: "duel @quigon against @aurra",
                after_cost: false,
                games: YoungJedi,
                parse: duel,
                frames: [
                    "who wins|will|would [win] [a|the] duel between {a:card} and {b:card}" => "duel {a} against {b}",
                    "what happens if|when {a:card} duels {b:card}" => "duel {a} against {b}",
                    "who wins|will|would [win] if|when {a:card} duels|fights|challenges|dueled|duelled|fought|challenged {b:card}" => "duel {a} against {b}",
                    "who wins|will|would [win] [a|the] duel between {a:card} and {b:card} [with] [the] hands {h:text} and|/|vs|versus {k:text}" => "duel {a} against {b} hands {h} / {k}",
                    "what happens if|when {a:card} duels|fights|challenges|dueled|duelled|fought|challenged {b:card} [with] [the] hands {h:text} and|/|vs|versus {k:text}" => "duel {a} against {b} hands {h} / {k}",
                    "who wins|will|would [win] if|when {a:card} duels|fights|challenges|dueled|duelled|fought|challenged {b:card} [with] [the] hands {h:text} and|/|vs|versus {k:text}" => "duel {a} against {b} hands {h} / {k}",
                    "who wins|will|would [win] {a:card} vs|versus|against {b:card}" => "duel {a} against {b}",
                    "who wins|will|would [win] if|when {a:card} and {b:card} duel|fight" => "duel {a} against {b}",
                    "{a:card} vs|versus|against {b:card} who wins|will|would [win]" => "duel {a} against {b}",
                    "{a:card} vs|versus|against {b:card} [with] [the] hands {h:text} and|/|vs|versus {k:text} who wins|will|would [win]" => "duel {a} against {b} hands {h} / {k}",
                    "{a:card} vs|versus|against {b:card} who comes|will|would [come] out on top" => "duel {a} against {b}",
                    "who comes|will|would [come] out on top if|when {a:card} duels|fights|challenges|dueled|duelled|fought|challenged {b:card}" => "duel {a} against {b}",
                    "play|replay|run|simulate|resolve [out] [the] [duel] [between|of] {a:card} vs|versus|against|and {b:card}" => "duel {a} against {b}",
                    "play|replay|run|simulate|resolve [out] [the] [duel] [between|of] {a:card} vs|versus|against|and {b:card} [with] [the] hands {h:text} and|/|vs|versus {k:text}" => "duel {a} against {b} hands {h} / {k}",
                ],
                triggers: ["win", "winner", "prevail", "beat", "victor", "defeat"],
            }
            EvacuationOutcome {
                location: CardRef,
                survivors: Vec<CardRef>,
            } => {
                name: "evacuation-outcome",
                syntax: "evacuation-outcome <location> survivors <card>, … | none",
                about: "the outcome of an evacuation when the starships named survive (Young Jedi)",
                example: "evacuation-outcome Naboo survivors @cruiser, @d1",
                after_cost: false,
                games: YoungJedi,
                parse: evacuation_outcome,
                frames: [
                    "what happens if|when {l:loc} is evacuated and {s:cards} survive|survives" => "evacuation-outcome {l} survivors {s}",
                    "what happens if|when {l:loc} is evacuated and nobody|none|nothing|noone survives|survive" => "evacuation-outcome {l} survivors none",
                    "what happens if|when {s:cards} survive|survives [the|an] evacuation of|from {l:loc}" => "evacuation-outcome {l} survivors {s}",
                    "what happens if|when nobody|none|nothing|noone survives|survive [the|an] evacuation of|from {l:loc}" => "evacuation-outcome {l} survivors none",
                    "what happens if|when [i|we|you|they] evacuate [from] {l:loc} and {s:cards} survive|survives" => "evacuation-outcome {l} survivors {s}",
                    "what happens if|when [i|we|you|they] evacuate [from] {l:loc} and nobody|none|nothing|noone survives|survive" => "evacuation-outcome {l} survivors none",
                    "what happens if|when [i|we|you|they] evacuate [from] {l:loc} and {s:cards} makes|make it [out]" => "evacuation-outcome {l} survivors {s}",
                    "what happens if|when [i|we|you|they] evacuate [from] {l:loc} and nobody|none|nothing|noone makes|make it [out]" => "evacuation-outcome {l} survivors none",
                    "[i|we|you|they] evacuate [from] {l:loc} and {s:cards} survive|survives what happens" => "evacuation-outcome {l} survivors {s}",
                    "[i|we|you|they] evacuate|evac [from] {l:loc} and {s:cards} survive|survives|makes|make [it] [out] what happens" => "evacuation-outcome {l} survivors {s}",
                    "what if|when {s:cards} survive|survives|makes|make it [out] [of] [the|an] evacuation|evac of|from {l:loc}" => "evacuation-outcome {l} survivors {s}",
                    "what if|when nobody|none|nothing|noone survives|survive [the|an] evacuation|evac of|from {l:loc}" => "evacuation-outcome {l} survivors none",
                    "[i|we|you|they] evacuate [from] {l:loc} and nobody|none|nothing|noone survives|survive what happens" => "evacuation-outcome {l} survivors none",
                    // Said by who survives, the question after it (`only X makes it out of the
                    // evac from P, then what`, `X survives the space battle at P`).
                    "[only|just] [both] {s:cards} survive|survives|makes|make [it] [out] [of] [the|an] evacuation|evac of|from|off {l:loc}" => "evacuation-outcome {l} survivors {s}",
                    "[only|just] [both] {s:cards} survive|survives|makes|make [it] [out] [of] [the|an] evacuation|evac battle at|of|over|from {l:loc}" => "evacuation-outcome {l} survivors {s}",
                    "[only|just] [both] {s:cards} survive|survives|makes|make [it] [out] [of] [the|an] battle at|over|of|off {l:loc}" => "evacuation-outcome {l} survivors {s}",
                    "[only|just] [both] {s:cards} survive|survives|makes|make [it] [out] [of] [the|an] [evacuation|evac] [battle] at|over|of|off|from {l:loc} [evacuation|evac]" => "evacuation-outcome {l} survivors {s}",
                    "what if|when [only|just] [both] {s:cards} survive|survives|makes|make [it] [out] [of] [the|an] [evacuation|evac] [battle] at|over|of|off|from {l:loc}" => "evacuation-outcome {l} survivors {s}",
                ],
                triggers: ["survive", "survivor", "make it", "made it"],
            }
            DuelDefenders { attacker: CardRef, against: CardRef } => {
                name: "duel-defenders",
                syntax: "duel-defenders <attacker> against <character>",
                about: "who may defend when the attacker challenges the character, with what weapons (Young Jedi)",
                example: "duel-defenders @maul against @padawan",
                after_cost: false,
                games: YoungJedi,
                parse: duel_defenders,
                frames: [
                    "who can|may|could defend [him|her|them] if|when {a:card} picks|pick|challenges|challenge|attacks|attack|duels|duel|calls|call|goes|go [on|out|after] {t:card}" => "duel-defenders {a} against {t}",
                    "who can|may|could defend {t:card} [against|from] {a:card}" => "duel-defenders {a} against {t}",
                    "who [can|may|could|will|would|gets|get] [to] defend|defends {t:character} against|from|versus|vs {a:card}" => "duel-defenders {a} against {t}",
                    "who [can|may|could|will|would|gets|get] [to] protect|protects|cover|covers {t:character} against|from|versus|vs {a:card}" => "duel-defenders {a} against {t}",
                    "who [can|may|could|will|would|gets|get] [to] stand|step up|in for {t:character} against|from|versus|vs {a:card}" => "duel-defenders {a} against {t}",
                    "{_d:card} defend|protect|defends|protects {t:character} against|from|versus|vs {a:card}" => "duel-defenders {a} against {t}",
                    "who [can|may|could|will|would|gets|get] [to] defend|defends [him|her|them] [if|when] {a:card} picks|pick|challenges|challenge|attacks|attack|duels|duel|calls|call|goes|go [on|out|after] {t:character}" => "duel-defenders {a} against {t}",
                    "who [can|may|could|will|would|gets|get] [to] defend|defends [him|her|them] if|when {a:card} calls|call|picks|pick|singles|single {t:character} out|on" => "duel-defenders {a} against {t}",
                    "who [can|may|could|will|would|gets|get] [to] defend|defends {t:character} if|when {a:card} picks|pick|starts|start [a] fight|duel with|against him|her|them" => "duel-defenders {a} against {t}",
                    "who [can|may|could|will|would|gets|get] [to] defend|defends|protect|protects|cover|covers|stand|step [up|in] [for] {t:character} if|when {a:card} picks|pick|challenges|challenge|attacks|attack|duels|duel|calls|call|goes|go [on|out|after] him|her|them" => "duel-defenders {a} against {t}",
                    "who can|may|could step|jump in|up if|when {a:card} picks|pick|challenges|challenge|attacks|attack|duels|duel|calls|call|goes|go [on|out|after] {t:card}" => "duel-defenders {a} against {t}",
                    "who [can|may|could|will|would|gets|get] [to] defend|defends against {a:card} [picking|challenging|attacking|dueling] [on] {t:character}" => "duel-defenders {a} against {t}",
                ],
                triggers: [
                    "protect", "defend", "step in", "stand in", "step up", "guard", "intervene",
                ],
            }
            Duelists { planet: CardRef } => {
                name: "duelists",
                syntax: "duelists <planet>",
                about: "who may start this turn's duel on the planet, and with which lightsaber (none: nobody may) (Young Jedi)",
                example: "duelists Naboo",
                after_cost: false,
                games: YoungJedi,
                parse: duelists,
                frames: [
                    "who can|may|could start|initiate|begin|fight [a|the] duel at|on|in {l:loc}" => "duelists {l}",
                    "who can|may|could duel at|on|in {l:loc}" => "duelists {l}",
                    "who can|may|could start|initiate|begin [a|the] duel {l:here}" => "duelists {l}",
                    "who can|may|could duel {l:here}" => "duelists {l}",
                    "who can|may|could duel|fight here|there at|on|in {l:loc}" => "duelists {l}",
                    "who can|may|could start|initiate|begin [a|the] duel here|there at|on|in {l:loc}" => "duelists {l}",
                ],
                triggers: ["initiate"],
            }
            /// (`destiny`: the destiny drawn for Anakin's power.)
            DuelHand { card: CardRef, destiny: Option<i64> } => {
                name: "duel-hand",
                syntax: "duel-hand <character> [destiny <n>]",
                about: "the size of the character's dueling hand (Young Jedi)",
                example: "duel-hand @anakin destiny 0",
                after_cost: false,
                games: YoungJedi,
                parse: duel_hand,
                frames: [
                    "how many cards does|do|will|would {c:card} duel with" => "duel-hand {c}",
                    "how many cards does|do|will|would {c:card} duel with if|when [his|her|its|the] destiny is {n:num}" => "duel-hand {c} destiny {n}",
                    "how big|large is {c:card} dueling hand" => "duel-hand {c}",
                    "how many cards does|do|will|would {c:card} draw|get|have for|in [a|the|his|her|its] duel" => "duel-hand {c}",
                    "how many cards does|do|will|would {c:card} draw|get|have for|in [a|the|his|her|its] duel if|when|with [a] [his|her|its|the] destiny [is|of] {n:num}" => "duel-hand {c} destiny {n}",
                    "what is {c:card} dueling hand" => "duel-hand {c}",
                    "what is {c:card} dueling hand with|if|when [a] [his|her|its|the] destiny [is|of] {n:num}" => "duel-hand {c} destiny {n}",
                    "how big|large is {c:card} dueling hand with|if|when [a] [his|her|its|the] destiny [is|of] {n:num}" => "duel-hand {c} destiny {n}",
                    "how many cards are|is|go|goes in|into {c:card} dueling hand" => "duel-hand {c}",
                    "how many cards does|do|will|would {c:card} draw|get|have for|in [a|the|his|her|its] dueling|duel hand" => "duel-hand {c}",
                ],
            }
            EffectFetch { location: Option<CardRef> } => {
                name: "effect-fetch",
                syntax: "effect-fetch [<location>]",
                about: "the Effect fetch when the location (the first on its planet) comes into play; without one, at the game's start (Young Jedi)",
                example: "effect-fetch",
                after_cost: false,
                games: YoungJedi,
                parse: effect_fetch,
                frames: [
                    "what|which effect|effects can|may|do|does [i|we|the] [side|player] fetch|get when|if {l:loc} comes into play" => "effect-fetch {l}",
                    "what|which effect|effects can|may|do|does [i|we|the] [side|player] fetch|get [at] [the] [start] [of] [the] [game]" => "effect-fetch",
                    "what|which effect|effects can|may|do|does [i|we|you|they|the] each|both [side|player|players] fetch|get [at] [the] [start] [of] [the] [game]" => "effect-fetch",
                    "fetch [an|the|my|a] [effect|effects] when|if|as|once {l:loc} comes|come|enters|enter [into] [play]" => "effect-fetch {l}",
                    "fetch [an|the|my|a] effect|effects for|at|with|from {l:loc}" => "effect-fetch {l}",
                    "what|which effect|effects does|do|will|would|can {l:loc} fetch|bring|get [me|us|in]" => "effect-fetch {l}",
                    "fetch [an|the|my|a] effect|effects [at] [the] start [of] [the] [game]" => "effect-fetch",
                    "who|which [side|player] gets|get|can|may|will [to] fetch [an|the|a] effect|effects [at] [the] start [of] [the] [game]" => "effect-fetch",
                    "who|which [side|player] gets|get|can|may|will [to] fetch [an|the|a] effect|effects when|if|as|once {l:loc} comes|come|enters|enter [into] [play]" => "effect-fetch {l}",
                    "who|which [side|player] got|did [get] [to] fetch [an|the|a] effect|effects when|as|once {l:loc} came|entered [into] [play]" => "effect-fetch {l}",
                    "what [effect|effects] can|may|do|does [i|we|the] [side|player] fetch|get when|if|as|once {l:loc} comes|come|enters|enter [into] [play]" => "effect-fetch {l}",
                    "effect|effects fetch [for|at|of|on|with|when] [the] {l:loc}" => "effect-fetch {l}",
                    "effect|effects fetch [at] [the] [start] [of] [the] [game]" => "effect-fetch",
                ],
            }
            DeployFromDeck { card: CardRef, by: Option<CardRef> } => {
                name: "deploy-from-deck",
                syntax: "deploy-from-deck <card> [by <card>]",
                about: "may the card be deployed from the draw deck because the other card's text allows it? (Young Jedi)",
                example: "deploy-from-deck \"Blaster Rifle\" by @sergeant",
                after_cost: false,
                games: YoungJedi,
                parse: deploy_from_deck,
                frames: [
                    "deploy {c:deploy} from [the|my] [draw] deck [by|with|using|thanks] [to] {b:card}" => "deploy-from-deck {c} by {b}",
                    "deploy|bring|fetch|pull|get|play|take {c:deploy} from|out [of] [the|my|our|your|their] [draw] deck" => "deploy-from-deck {c}",
                    "when|if|as|once {b:card} deploys|deploy|enters|comes [into] [play] can|could|may|does|do he|she|it|they deploy|bring|fetch|pull|get|play|take [out] {c:deploy} from|out|outta [of] [the|my|our|your|their|his|her] [draw] deck" => "deploy-from-deck {c} by {b}",
                    "{b:card} deploy|bring|fetch|pull|get|play|take [out] {c:deploy} from|out [of] [the|my|our|your|their|his|her] [draw] deck" => "deploy-from-deck {c} by {b}",
                    "{c:deploy} be deployed|brought|fetched|pulled|played|taken from|out [of] [the|my|our|your|their] [draw] deck by|with|using|thanks [to] {b:card}" => "deploy-from-deck {c} by {b}",
                    "{c:deploy} be deployed|brought|fetched|pulled|played|taken from|out [of] [the|my|our|your|their] [draw] deck" => "deploy-from-deck {c}",
                    "{b:card} search|dig [through] [the|my|our|your|their|his|her] [draw] deck for {c:deploy}" => "deploy-from-deck {c} by {b}",
                    "[does|do|will|would] {b:card} let|allow [me|us|you] [to] deploy|play|fetch|get|pull {c:deploy} from|out [of] [the|my|our|your|their] [draw] deck" => "deploy-from-deck {c} by {b}",
                    "{b:card} fetch|fetches|fetched [out] {c:deploy}" => "deploy-from-deck {c} by {b}",
                ],
            }
            Moves {
                card: Option<CardRef>,
                /// List every move, past [`crate::rules::moves::MAX_LISTED`] (the CLI's `moves --all`);
                /// not part of the question's text.
                #[serde(skip)]
                all: bool,
            } => {
                name: "moves",
                syntax: "moves [<card>]",
                about: "every legal move of the card (of every card of the side to move) with its cost",
                example: "moves @car1",
                after_cost: false,
                games: Swccg,
                parse: moves,
                frames: [
                    "where can|could {c:card} move|go" => "moves {c}",
                    "where can|could {c:card} move|go [this|next] [turn] [and] for|at how much|what [force|cost|price]" => "moves {c}",
                    "where can|could {c:card} move|go [this|next] [turn] and how much [force] [does|would] [it|each|that] [cost|take]" => "moves {c}",
                    "where can|could {c:card} move|go [this|next] [turn] and what [does|would] [it|each|that] cost" => "moves {c}",
                    "what moves does|do|can|could {c:card} [have|make]" => "moves {c}",
                    "what can {c:card} do" => "moves {c}",
                    "[list|show|give] [me] every|all [of] [the] [legal|possible] move|moves [that|which] {c:card} has|have|can [make|do]" => "moves {c}",
                    "[list|show|give] [me] every|all [of] [the] [legal|possible] move|moves [that|which] i|we have|can [make|do]" => "moves",
                    "list|show [me] [all] [the|my|our] [legal|possible] moves" => "moves",
                    "what are|'re [my|our|the|his|her|its|their] options|choices|moves for|with {c:card}" => "moves {c}",
                ],
                triggers: ["where can", "where could", "where all can", "where else can"],
            }
            Reach { card: CardRef, to: CardRef } => {
                name: "reach",
                syntax: "reach <card> <location>",
                about: "the cheapest way there: each legal move in turn, its cost and its turn, and the total Force",
                example: "reach @red5 \"East Platform\"",
                after_cost: false,
                games: Swccg,
                parse: reach,
                frames: [
                    "what|what's [is] [the] cheapest|quickest|fastest|best way [for] [me|us] [to] get|move|bring|take {c:card} to|into|onto {d:dest}" => "reach {c} {d}",
                    "how do|can|could|would [i|we] get|move|bring|take {c:card} to|into|onto {d:dest}" => "reach {c} {d}",
                    "how do|does|can|could|would {_x:card} get|move|bring|take {c:card} to|into|onto {d:dest}" => "reach {c} {d}",
                    "how do|does|can|could|would [the] {_s:side} [side|player] get|move|bring|take {c:card} to|into|onto {d:dest} [the] [cheapest|cheaply|quickest|fastest]" => "reach {c} {d}",
                    "what is [the] cheapest|quickest|fastest|best way for {c:card} to get|go|move|reach [to] {d:dest}" => "reach {c} {d}",
                    "what|what's [is] [the] cheapest|quickest|fastest|best|shortest route|path|way for {c:card} [to] [get|go|move] to|into|onto {d:dest}" => "reach {c} {d}",
                    "how does|can|could|would {c:card} get to|into|onto {d:dest}" => "reach {c} {d}",
                    "how does|can|could|would {c:card} reach {d:dest}" => "reach {c} {d}",
                    "[the] cheapest|quickest|fastest|best|shortest route|path|way for {c:card} [to] [get|go|move] to|into|onto {d:dest}" => "reach {c} {d}",
                    "[the] cheapest|quickest|fastest|best|shortest route|path|way [for] [me|us] [to] get|move|bring|take {c:card} to|into|onto {d:dest}" => "reach {c} {d}",
                    "what|what's [is] [the] route|path for {c:card} [to] [get|go|move] to|into|onto {d:dest}" => "reach {c} {d}",
                    "[the] [cheapest|quickest|fastest|best|shortest] route|path|way to|into|onto {d:dest} for {c:card}" => "reach {c} {d}",
                    "show|tell me how {c:card} [can|could|would] get|gets|go|goes|reach|reaches [to] {d:dest}" => "reach {c} {d}",
                    "route|path {c:card} to|into|onto {d:dest}" => "reach {c} {d}",
                ],
                triggers: ["route", "path", "cheapest", "fastest", "quickest", "shortest"],
            }
            Rule { id: String } => {
                name: "rule",
                syntax: "rule <rule-id>",
                about: "the rule's citation and statement, and whether it is in force under the ruleset asked (a pattern, `hoth.shield.*`, lists every rule whose id begins so)",
                example: "rule hoth.shield.no-dark-landing",
                after_cost: false,
                games: Both,
                parse: rule,
                frames: [
                    "what does|is rule {r:rule} [say]" => "rule {r}",
                    "show|explain [me] [the] rule {r:rule}" => "rule {r}",
                ],
            }
            Validate => {
                name: "validate",
                syntax: "validate",
                about: "is the board legal? Every problem, at its line and column",
                example: "validate",
                after_cost: false,
                games: Both,
                parse: validate,
                frames: [
                    "is|are [this|the] board|table|scenario legal|valid|ok" => "validate",
                    "validate|check [this|the] board|table|scenario" => "validate",
                ],
            }
        }
    };
}
pub(in crate::query) use verb_table;

verb_table!(declare_verbs);

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Every entry is whole: a unique verb, a syntax line that starts with it, and an example
    /// that the parser reads as a question of this very form.
    #[test]
    fn every_verb_is_declared_whole_and_its_example_parses_to_it() {
        let mut seen = HashSet::new();
        for v in VERBS {
            assert!(seen.insert(v.name), "`{}` is declared twice", v.name);
            assert_eq!(v.name, v.name.to_lowercase(), "{}", v.name);
            assert!(
                v.syntax == v.name || v.syntax.starts_with(&format!("{} ", v.name)),
                "`{}`: the syntax `{}` does not start with the verb",
                v.name,
                v.syntax
            );
            assert!(!v.about.is_empty() && !v.about.ends_with('.'), "{}", v.name);
            match crate::query::parse(v.example) {
                Ok(q) => assert_eq!(q.kind.verb(), v.name, "example `{}`", v.example),
                Err(e) => panic!("`{}`: its example `{}` fails: {e}", v.name, v.example),
            }
        }
    }

    /// Every verb of either game has players' frames, and each frame reads as a question of
    /// that very verb: its canonical form, each slot filled with something it takes, parses to
    /// it.
    #[test]
    fn every_verb_has_frames_that_read_as_itself() {
        for v in VERBS {
            assert!(!v.frames.is_empty(), "`{}` has no players' frames", v.name);
            for (frame, reads) in v.frames {
                // Each slot of the frame, by its kind, filled with something it takes.
                let mut q = reads.replace("@{d}", "to {d}");
                for slot in frame.split('{').skip(1) {
                    let slot = slot.split('}').next().unwrap_or("");
                    let (name, kind) = slot.split_once(':').unwrap_or((slot, "card"));
                    let with = match kind {
                        "side" => "light",
                        "num" => "1",
                        "rule" => "hoth.*",
                        "class" => "rebel",
                        "text" => "5",
                        "question" => "can land @x",
                        _ => "@x",
                    };
                    q = q.replace(&format!("{{{name}}}"), with);
                    q = q.replace(&format!("{{{name}.weapon}}"), "@x");
                }
                assert!(!q.contains('{'), "`{frame}` → `{q}`: a slot left unfilled");
                match crate::query::parse(&q) {
                    Ok(parsed) => assert_eq!(parsed.kind.verb(), v.name, "`{frame}` → `{q}`"),
                    Err(e) => panic!(
                        "`{}`: the frame `{frame}` reads as `{q}`, which fails: {e}",
                        v.name
                    ),
                }
                // Every slot the canonical form names is a slot of the frame.
                for part in reads.split('{').skip(1) {
                    let name = part.split(['}', '.']).next().unwrap_or("");
                    assert!(
                        frame.contains(&format!("{{{name}:")),
                        "`{frame}` → `{reads}`: `{{{name}}}` is no slot of the frame"
                    );
                }
            }
        }
    }

    /// `cost` takes exactly the verbs marked `after_cost`: each parses after it, and no other.
    #[test]
    fn cost_takes_the_verbs_marked_after_cost() {
        for v in VERBS.iter().filter(|v| v.name.starts_with("can ")) {
            let tail = v.example.trim_start_matches("can ");
            let parsed = crate::query::parse(&format!("cost {tail}"));
            assert_eq!(parsed.is_ok(), v.after_cost, "cost {tail}");
        }
        assert!(
            VERBS
                .iter()
                .all(|v| !v.after_cost || v.name.starts_with("can "))
        );
    }

    /// The questions a rule declares it answers (`swjudge rules <id>`: "answers") are verbs of
    /// the table, or a verb with a clause (`can deploy … as starting`), so a renamed or misspelt
    /// verb there cannot go unnoticed.
    #[test]
    fn every_question_a_rule_answers_is_a_verb() {
        for r in crate::rulebook::all() {
            for q in r.questions {
                assert!(
                    VERBS
                        .iter()
                        .any(|v| *q == v.name || q.starts_with(&format!("{} … ", v.name))),
                    "{} answers `{q}`, which is not a verb of the table",
                    r.id
                );
            }
        }
    }

    /// A question written from a syntax line: `[…]` kept (`full`) or dropped, lists of one
    /// item, the first of two alternatives, and each `<slot>` filled with something it takes.
    fn from_syntax(syntax: &str, full: bool) -> String {
        let mut text = syntax
            .replace(", …", "")
            .replace(", <card>…", "")
            .replace(" | none", "");
        while let Some(open) = text.find('[') {
            let close = open + text[open..].find(']').unwrap_or(text.len() - open - 1);
            let inner = if full { &text[open + 1..close] } else { "" };
            text = format!("{}{inner}{}", &text[..open], &text[close + 1..]);
        }
        let rule = crate::rulebook::all().first().map_or("", |r| r.id);
        let mut out = Vec::new();
        for word in text.split_whitespace() {
            out.push(match word {
                "<side>" => "light",
                "<n>" => "1",
                "<value>" => "5",
                "<property>" => "rebel",
                "<rule-id>" => rule,
                "<movement" => "land @x",
                "question>" => continue,
                w if w.starts_with('<') => "@x",
                w => w,
            });
        }
        out.join(" ")
    }

    /// Each syntax line is what its grammar function reads: the question written with every
    /// optional part, and the one written with none, both parse to the verb.
    #[test]
    fn every_syntax_line_is_what_the_grammar_reads() {
        for v in VERBS {
            for full in [true, false] {
                let q = from_syntax(v.syntax, full);
                match crate::query::parse(&q) {
                    Ok(parsed) => assert_eq!(parsed.kind.verb(), v.name, "`{q}`"),
                    Err(e) => panic!("`{}`: `{q}`, written from its syntax, fails: {e}", v.name),
                }
            }
        }
        assert_eq!(
            from_syntax("can deploy <card> [to <location>] [as starting]", true),
            "can deploy @x to @x as starting"
        );
        assert_eq!(from_syntax("markers [<row>]", false), "markers");
    }
}
