//! `layout --format svg`: the picture holds what the board holds. Each drawing is read back as XML
//! (rows, locations in order, marker numbers, the cards at each place) and rasterised with resvg,
//! whose pixels must show the shield band over exactly the shielded locations, and sectors and
//! systems drawn as space.

use serde_json::Value;
use std::process::{Command, Output};
use swjudge::render::svg;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn swjudge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_swjudge"))
        .args(args)
        .current_dir(ROOT)
        .env("NO_COLOR", "1")
        .env_remove("COLUMNS")
        .output()
        .expect("runs")
}

const BOARDS: &[&str] = &[
    "examples/hoth-shield.yaml",
    "scenarios/cloud-city/cloud-sectors.yaml",
    "scenarios/hoth/blown-away.yaml",
    "scenarios/hoth/shield-inactive.yaml",
    "scenarios/dagobah/starship-sites-executor.yaml",
    "scenarios/dagobah/asteroid-sectors.yaml",
    "scenarios/young-jedi/starships.yaml",
];

fn hex(c: &str) -> (u8, u8, u8) {
    let n = u32::from_str_radix(c.trim_start_matches('#'), 16).unwrap();
    ((n >> 16) as u8, (n >> 8) as u8, n as u8)
}

/// The cards a location's box lists, as the lines were wrapped: `• ` starts one, an indented line
/// goes on with it.
fn cards_in(g: roxmltree::Node) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for t in g
        .descendants()
        .filter(|n| n.has_tag_name("text") && n.attribute("class") == Some("card"))
    {
        let s = t.text().unwrap_or_default();
        if let Some(first) = s.strip_prefix("• ") {
            out.push(first.to_string());
        } else if let Some(last) = out.last_mut() {
            last.push(' ');
            last.push_str(s.trim_start());
        }
    }
    out
}

#[test]
fn the_picture_holds_what_the_board_holds() {
    for board in BOARDS {
        let o = swjudge(&["layout", board, "--format", "svg"]);
        assert_eq!(o.status.code(), Some(0), "{board}");
        let picture = String::from_utf8(o.stdout).expect("UTF-8");
        let rows: Value =
            serde_json::from_slice(&swjudge(&["layout", board, "--format", "json"]).stdout)
                .expect("layout JSON");
        let rows = rows.as_array().unwrap();

        // Read back as XML.
        let doc = roxmltree::Document::parse(&picture).unwrap_or_else(|e| panic!("{board}: {e}"));
        let row_groups: Vec<_> = doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("row"))
            .collect();
        assert_eq!(row_groups.len(), rows.len(), "{board}");

        // Rasterise.
        let tree = resvg::usvg::Tree::from_str(&picture, &resvg::usvg::Options::default())
            .unwrap_or_else(|e| panic!("{board}: {e}"));
        let size = tree.size().to_int_size();
        let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
        resvg::render(
            &tree,
            resvg::tiny_skia::Transform::default(),
            &mut pixmap.as_mut(),
        );
        if let Some(dir) = std::env::var_os("SWJUDGE_SVG_PNG") {
            // To look at the shapes (text needs fonts, which this build of resvg leaves out).
            let name = board.replace('/', "_").replace(".yaml", ".png");
            pixmap
                .save_png(std::path::Path::new(&dir).join(name))
                .expect("writes PNG");
        }
        let pixel = |x: f64, y: f64| {
            let p = pixmap
                .pixel(x as u32, y as u32)
                .expect("inside the picture");
            (p.red(), p.green(), p.blue())
        };

        for (row, g) in rows.iter().zip(&row_groups) {
            assert_eq!(g.attribute("data-name"), row["name"].as_str(), "{board}");
            let locations = row["locations"].as_array().unwrap();
            let boxes: Vec<_> = g
                .children()
                .filter(|n| n.attribute("class") == Some("location"))
                .collect();
            assert_eq!(boxes.len(), locations.len(), "{board}");
            for (i, (l, b)) in locations.iter().zip(&boxes).enumerate() {
                let name = l["name"].as_str().unwrap();
                // In table order, named.
                assert_eq!(b.attribute("data-index"), Some(i.to_string().as_str()));
                assert_eq!(b.attribute("data-name"), Some(name), "{board}");
                let shown: String = b
                    .children()
                    .filter(|n| n.attribute("class") == Some("name"))
                    .filter_map(|n| n.text())
                    .collect::<Vec<_>>()
                    .join(" ");
                assert_eq!(shown, name, "{board}: the box shows its title");
                // The marker number.
                let marker = b
                    .children()
                    .find(|n| n.has_tag_name("text") && n.attribute("class") == Some("marker"))
                    .and_then(|n| n.text());
                match l["marker"].as_u64() {
                    Some(m) => assert_eq!(
                        marker,
                        Some(swjudge::rules::layout::ordinal(m as u8).as_str()),
                        "{board}: {name}"
                    ),
                    None => assert_eq!(marker, None, "{board}: {name}"),
                }
                // Each side's cards there.
                let mut want: Vec<String> = Vec::new();
                for side in ["light", "dark"] {
                    for c in l[side].as_array().unwrap() {
                        want.push(c.as_str().unwrap().to_string());
                    }
                }
                assert_eq!(cards_in(*b), want, "{board}: {name}");

                // The pixels: the band over the box, and the box itself.
                let rect = b
                    .children()
                    .find(|n| n.attribute("class") == Some("card"))
                    .unwrap();
                let x: f64 = rect.attribute("x").unwrap().parse().unwrap();
                let top: f64 = rect.attribute("y").unwrap().parse().unwrap();
                assert_eq!(x, svg::box_x(i));
                let band_y = top - svg::BOXES_TOP + svg::BAND_TOP + svg::BAND_HEIGHT / 2.0;
                // Sample off the band's centre line, where its label may be drawn.
                let band = pixel(x + 12.0, band_y);
                if l["shielded"] == true {
                    assert_eq!(band, hex(svg::SHIELD_FILL), "{board}: {name} is shielded");
                } else {
                    assert_eq!(band, hex(svg::BACKGROUND), "{board}: {name} is not");
                }
                let inside = pixel(x + svg::BOX_WIDTH - 6.0, top + 40.0);
                if l["kind"] == "site" {
                    assert_eq!(inside, (255, 255, 255), "{board}: {name} is a site");
                } else {
                    assert!(
                        inside.0 < 80 && inside.1 < 80 && inside.2 < 80,
                        "{board}: {name} is drawn as space: {inside:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_shield_band_covers_the_example_echo_base() {
    // examples/hoth-shield.yaml: the shield covers the first four sites of the Hoth row.
    let o = swjudge(&["layout", "examples/hoth-shield.yaml", "--format", "svg"]);
    let picture = String::from_utf8(o.stdout).unwrap();
    let doc = roxmltree::Document::parse(&picture).unwrap();
    let bands: Vec<(&str, &str)> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("shield"))
        .map(|n| {
            (
                n.attribute("data-from").unwrap(),
                n.attribute("data-to").unwrap(),
            )
        })
        .collect();
    assert_eq!(bands, vec![("0", "3")]);
    assert!(picture.contains("Blizzard 2"));
    assert!(picture.contains("TIE Bomber (@bomber1)"));
}

#[test]
fn svg_is_for_layout_only_and_escapes_its_text() {
    let o = swjudge(&["rules", "--format", "svg"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("layout"));
    // A title holding XML's specials and a terminal escape still makes a well-formed picture.
    let dir = std::env::temp_dir().join(format!("swjudge-svg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("odd.yaml");
    std::fs::write(
        &f,
        "cards:\n  - { title: \"R&D <Droid> \\\"X\\\" \\e[2J\", side: light, type: character }\nrows:\n  Hoth:\n    - site: \"Hoth: Echo Corridor\"\n      light: [\"R&D <Droid> \\\"X\\\" \\e[2J\"]\n    - system: Hoth\n",
    )
    .unwrap();
    let o = swjudge(&["layout", f.to_str().unwrap(), "--format", "svg"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let picture = String::from_utf8(o.stdout).unwrap();
    assert!(!picture.contains('\x1b'));
    let doc = roxmltree::Document::parse(&picture).expect("well-formed");
    let texts: Vec<&str> = doc.descendants().filter_map(|n| n.text()).collect();
    assert!(
        texts.iter().any(|t| t.contains("R&D <Droid> \"X\" \\e[2J")),
        "{texts:?}"
    );
}
