//! Titles as keys: the uniqueness marks and markers printed in a title, the normalised form
//! titles are matched by, number words, shortenings and the words of a title. Plain string
//! functions, a leaf of the catalog.

/// `(Nth Marker)` in a title.
pub fn marker_from_title(title: &str) -> Option<u8> {
    let i = title.find(" Marker)")?;
    let head = &title[..i];
    let open = head.rfind('(')?;
    let num: String = head[open + 1..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    num.parse().ok()
}

/// (dots, diamonds) from the leading marks of a title.
pub fn uniqueness_from_title(title: &str) -> (u8, u8) {
    let mut dots = 0u8;
    let mut diamonds = 0u8;
    let mut rest = title;
    loop {
        if let Some(r) = rest.strip_prefix('•') {
            dots = dots.saturating_add(1);
            rest = r;
        } else if let Some(r) = rest.strip_prefix("<>") {
            diamonds = diamonds.saturating_add(1);
            rest = r;
        } else if let Some(r) = rest.strip_prefix('◇') {
            diamonds = diamonds.saturating_add(1);
            rest = r;
        } else {
            break;
        }
    }
    (dots, diamonds)
}

/// The title without its leading uniqueness marks.
/// A diamond is written `◇` or `<>`; a lone `<` or `>` is part of the title.
pub fn strip_marks(title: &str) -> &str {
    let mut rest = title;
    loop {
        let next = rest
            .strip_prefix("<>")
            .or_else(|| rest.strip_prefix(['•', '◇', '*', ' ']));
        match next {
            Some(r) => rest = r,
            None => return rest,
        }
    }
}

/// A title without its version marks, `(V)` and `(AI)` printed last (`Dagobah (V)`,
/// `Coruscant (V) (AI)`): the name the printing shares with the card it reprints. A virtual or
/// AI printing of a system is the same planet's system (`Dagobah (V)` is a Dagobah location).
pub fn without_version_marks(title: &str) -> &str {
    let mut rest = title.trim_end();
    loop {
        let lower = rest.to_ascii_lowercase();
        let cut = ["(v)", "(ai)"]
            .iter()
            .find(|m| lower.ends_with(*m))
            .map(|m| rest.len() - m.len());
        match cut {
            Some(c) if c > 0 => rest = rest[..c].trim_end(),
            _ => return rest,
        }
    }
}

/// Normalised form for matching: no marks, lower case, single spaces, unified apostrophes.
/// A combined card's title marks each of its halves (`•Owen Lars & •Beru Lars`): the marks
/// that begin any word are dropped, as the title's own leading marks are, so the key is the
/// title as a player types it (`owen lars & beru lars`).
pub fn normalize(title: &str) -> String {
    let t = strip_marks(title.trim());
    let mut out = String::with_capacity(t.len());
    let mut space = false;
    let mut rest = t;
    while let Some(c) = rest.chars().next() {
        if space {
            let unmarked = rest.trim_start_matches(['•', '◇']);
            let unmarked = unmarked.strip_prefix("<>").unwrap_or(unmarked);
            if unmarked.len() < rest.len() {
                rest = unmarked;
                continue;
            }
        }
        rest = &rest[c.len_utf8()..];
        let c = match c {
            '’' | '‘' | '`' => '\'',
            '“' | '”' => '"',
            c => c,
        };
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if space && !out.is_empty() {
            out.push(' ');
        }
        space = false;
        if c.is_ascii() {
            out.push(c.to_ascii_lowercase());
        } else {
            out.extend(c.to_lowercase());
        }
    }
    out
}

/// Number words a player says in a title (`Red Five`), and the digits printed for them.
const NUMBER_WORDS: &[(&str, &str)] = &[
    ("one", "1"),
    ("two", "2"),
    ("three", "3"),
    ("four", "4"),
    ("five", "5"),
    ("six", "6"),
    ("seven", "7"),
    ("eight", "8"),
    ("nine", "9"),
    ("ten", "10"),
    ("eleven", "11"),
    ("twelve", "12"),
];

/// `key` (normalised) with its number words as digits (`red five` → `red 5`), when it holds
/// one; titles print numbers as digits, players say them. A title that holds the word itself
/// is found before this is tried.
pub fn numerals(key: &str) -> Option<String> {
    let mut changed = false;
    let words: Vec<&str> = key
        .split(' ')
        .map(|w| match NUMBER_WORDS.iter().find(|(n, _)| *n == w) {
            Some((_, d)) => {
                changed = true;
                *d
            }
            None => w,
        })
        .collect();
    changed.then(|| words.join(" "))
}

/// The key with each number word typed with a letter amiss (`fiive`, `thre`) as its digits,
/// when there is one (the words of four letters or more, one edit away).
pub fn near_numerals(key: &str) -> Option<String> {
    let mut changed = false;
    let words: Vec<&str> = key
        .split(' ')
        .map(|w| {
            let near = (w.len() >= 4)
                .then(|| {
                    NUMBER_WORDS
                        .iter()
                        .find(|(n, _)| *n != w && strsim::osa_distance(n, w) == 1)
                })
                .flatten();
            match near {
                Some((_, d)) => {
                    changed = true;
                    *d
                }
                None => w,
            }
        })
        .collect();
    changed.then(|| words.join(" "))
}

/// Does `short` occur in `full` (both normalised) starting and ending at word boundaries?
pub fn is_shortening(short: &str, full: &str) -> bool {
    if short.is_empty() || short.len() >= full.len() {
        return false;
    }
    let bytes = full.as_bytes();
    let mut from = 0;
    while let Some(i) = full[from..].find(short) {
        let start = from + i;
        let end = start + short.len();
        let before_ok = start == 0 || !is_word_byte(bytes[start - 1]);
        let after_ok = end == full.len() || !is_word_byte(bytes[end]);
        if before_ok && after_ok {
            return true;
        }
        from = start
            + full[start..]
                .chars()
                .next()
                .map(|c| c.len_utf8())
                .unwrap_or(1);
        if from >= full.len() {
            break;
        }
    }
    false
}

fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b >= 0x80
}

/// The words of a normalised title: maximal runs of ASCII letters and digits and non-ASCII
/// characters, the boundaries a shortening respects ([`is_shortening`]); so every title a key
/// equals or shortens holds each word of the key.
pub fn title_words(key: &str) -> impl Iterator<Item = &str> {
    key.split(|c: char| c.is_ascii() && !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
}

/// Titles found for words, sorted, each once, and without the later versions of a card found
/// beside its original: a later version extends the original's title with a parenthesised tag
/// (`Hoth: Ice Plains (5th Marker) (V)`, `… (V) (AI)`), so words that fit the original mean it,
/// and the versions are named in full.
pub fn originals_only(hits: &mut Vec<&str>) {
    hits.sort_unstable();
    hits.dedup();
    let all = hits.clone();
    hits.retain(|h| {
        !all.iter()
            .any(|o| o.len() < h.len() && h.starts_with(o) && h[o.len()..].starts_with(" ("))
    });
}
