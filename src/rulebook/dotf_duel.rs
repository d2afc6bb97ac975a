//! The rules of the `dotf_duel` family, which `src/rules/dotf_duel.rs` applies. Declared here, in the
//! rulebook under every family, so that a family may cite another's rule without importing its
//! code; the family (`Rule::family`) is this file's name.

use super::rule::{Rule, rule};

rule! {
    pub static INITIATE = {
        id: "dotf.duel.initiate",
        document: Dotf,
        section: "Lightsaber Dueling",
        bullet: None,
        statement: "On your own turn you may start a single duel, in your Battle step on the current planet and ahead of any battle there (which still follows), when you have there a dueling character and a lightsaber it can use.",
        supersedes: [],
        questions: ["can duel", "duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static DUELING_CHARACTER = {
        id: "dotf.duel.dueling-character",
        document: Dotf,
        section: "What is a dueling character?",
        bullet: None,
        statement: "A dueling character is one able to fight with a lightsaber, that is one some lightsaber of the game may be used by; on the Light Side that includes Obi-Wan Kenobi, Qui-Gon Jinn and every other Jedi but not Anakin, who is not yet a Jedi, so being a Jedi is the test there; on the Dark Side it includes Darth Maul, Darth Sidious and Aurra Sing.",
        supersedes: [],
        questions: ["can duel", "duel-defenders", "duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static DEFENDER = {
        id: "dotf.duel.defender",
        document: Dotf,
        section: "Who fights in the duel?",
        bullet: None,
        statement: "The initiator names one dueling character with a lightsaber it can use and any one opposing character at that location, dueling or not; the opponent may put forward any dueling character of his there instead, even in place of another dueling character, and arms the defender with one weapon it can use, lightsaber or not; a stack still fights with one Character card.",
        supersedes: [],
        questions: ["duel-defenders", "can duel", "duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static HAND = {
        id: "dotf.duel.hand",
        document: Dotf,
        section: "Draw your dueling hand!",
        bullet: None,
        statement: "Each duelist draws a dueling hand of as many cards as its total power with every bonus dot, the location's and the weapon's included, but with no destiny for the weapon; Anakin first draws a destiny, adds it to his power and puts that card into his own hand before setting that hand aside, so it counts in the total but is not one of the dueling hand's cards; the hand is drawn from what the deck holds after that, and a short draw deck gives a smaller hand, and the hand still counts as part of the draw deck, so emptying the deck this way loses nothing.",
        supersedes: [],
        questions: ["duel-hand", "duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static EXCHANGE = {
        id: "dotf.duel.exchange",
        document: Dotf,
        section: "How is the duel fought?",
        bullet: None,
        statement: "The initiator attacks first with a card whose destiny is the attack; the other side may block with a card of the same destiny, which becomes its own attack to be blocked in turn; an unblocked attack puts a hit token on the other character, whose player attacks next; this goes on until a character is defeated or both hands are spent.",
        supersedes: [],
        questions: ["duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static SPECIAL_TEXT = {
        id: "dotf.duel.special-text",
        document: Dotf,
        section: "How does special dueling game text work?",
        bullet: None,
        statement: "When the card that scores a hit carries \"When dueling\" text, that text (more cards, extra hits or another benefit) applies only if the hitting duelist is using a lightsaber.",
        supersedes: [],
        questions: ["duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static DEFEAT = {
        id: "dotf.duel.defeat",
        document: Dotf,
        section: "How does a character get defeated in a duel?",
        bullet: None,
        statement: "A character whose hit tokens reach its printed DAMAGE is defeated and discarded with the weapon it used, its owner taking the damage only once both players have reshuffled their dueling cards into their draw decks; a character printed with DAMAGE 0 is discarded at once and no hands are drawn.",
        supersedes: [],
        questions: ["duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static NO_DEFEAT = {
        id: "dotf.duel.no-defeat",
        document: Dotf,
        section: "What happens if neither character is defeated?",
        bullet: None,
        statement: "If both hands run out with nobody defeated, the player whose character bears more hit tokens takes that many damage, neither player does on a tie, and every hit token is then removed.",
        supersedes: [],
        questions: ["duel"],
        constrains: [Duel],
    }
}

rule! {
    pub static AFTER = {
        id: "dotf.duel.after",
        document: Dotf,
        section: "What happens if neither character is defeated?",
        bullet: Some("last paragraph"),
        statement: "Once the duel ends the Battle step carries on, and characters and weapons that took part in the duel may still join that turn's battle.",
        supersedes: [],
        questions: ["can battle"],
        constrains: [Battle],
    }
}

pub static RULES: &[&Rule] = &[
    &INITIATE,
    &DUELING_CHARACTER,
    &DEFENDER,
    &HAND,
    &EXCHANGE,
    &SPECIAL_TEXT,
    &DEFEAT,
    &NO_DEFEAT,
    &AFTER,
];
