//! `players:`: each side's zones (hand, Reserve Deck, Used and Lost Piles, out of play, Force
//! Pile, starting location).

use super::{Loader, PLAYER_KEYS};
use crate::board::{Player, ZoneCard};
use crate::query::Side;
use crate::scenario::yaml::Node;

impl Loader {
    pub(super) fn players(&mut self, node: &Node) {
        let entries = self.entries(node, &["light", "dark"], "`players`");
        for (k, n, _) in entries {
            let side = if k == "light" {
                Side::Light
            } else {
                Side::Dark
            };
            let mut p = Player::default();
            for (zk, zn, _) in self.entries(n, PLAYER_KEYS, &format!("`players.{k}`")) {
                match zk {
                    "force_pile" => p.force_pile = self.count(zn, "`force_pile`"),
                    "hyperspace" | "draw_deck" | "counters" => {
                        self.young_jedi_player_key(side, zk, zn)
                    }
                    "starting_location" => {
                        if let Some(ids) = self.resolve(zn, "a starting location") {
                            let id = self.pick_side(&ids, side, zn, true).unwrap_or(ids[0]);
                            p.starting_location = Some(ZoneCard {
                                def: id,
                                span: zn.span,
                            });
                        }
                    }
                    zone => {
                        let mut cards = Vec::new();
                        for item in self.items(zn, &format!("`{zone}`")) {
                            if let Some(ids) = self.resolve(item, "a card title")
                                && let Some(id) = self.pick_side(&ids, side, item, false)
                            {
                                cards.push(ZoneCard {
                                    def: id,
                                    span: item.span,
                                });
                            }
                        }
                        match zone {
                            "hand" => p.hand = cards,
                            "reserve" => p.reserve = cards,
                            "used" => p.used = cards,
                            "lost" => p.lost = cards,
                            _ => p.out_of_play = cards,
                        }
                    }
                }
            }
            match side {
                Side::Light => self.board.light = p,
                Side::Dark => self.board.dark = p,
            }
        }
    }
}
