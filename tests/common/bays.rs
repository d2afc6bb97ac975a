//! A board shared by the tests and benches of bounded work (issue 38 items 1, 5): rows of 99
//! docking bays, a trooper at each (the first one `@t0`), and a site in a row of its own that
//! no move reaches, so that `reach @t0 "Echo Corridor"` searches every state it may.

/// The board's YAML, `rows` rows of bays.
pub fn docking_bays_to_nowhere(rows: usize) -> String {
    let mut y = String::from("turn: light\nphase: move\nrows:\n");
    for r in 0..rows {
        y.push_str(&format!("  Row{r}:\n"));
        for i in 0..99 {
            let card = if r == 0 && i == 0 {
                "{ card: Echo Base Trooper, id: t0 }"
            } else {
                "Echo Base Trooper"
            };
            y.push_str(&format!(
                "    - site: \"Tatooine: Docking Bay 94\"\n      light: [{card}]\n"
            ));
        }
    }
    y.push_str("  Far:\n    - site: \"Hoth: Echo Corridor\"\n");
    y
}
