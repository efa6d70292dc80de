/**
 * One writing system per username (Unicode's UTS #39, section 5.1, "single script"): a name that
 * mixes scripts, such as `bօb` (an Armenian օ among Latin letters) or `ხob` (a Georgian letter),
 * can pass for another name on screen, so it is refused when it is chosen. Digits and `. _ -`
 * belong to every script. Han goes with kana (Japanese) and with Hangul (Korean), as UTS #39's
 * augmented sets say, so a Japanese name of kanji and kana is one script.
 *
 * The scripts are the engine's own (`\p{Script_Extensions=...}`, as current as the JavaScript
 * engine's Unicode data); a name this engine does not know is left out.
 */
const SCRIPT_NAMES = [
  'Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak Bengali Beria_Erfe',
  'Bhaiksuki Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham',
  'Cherokee Chorasmian Coptic Cuneiform Cypriot Cypro_Minoan Cyrillic Deseret Devanagari Dives_Akuru Dogra',
  'Duployan Egyptian_Hieroglyphs Elbasan Elymaic Ethiopic Garay Georgian Glagolitic Gothic Grantha Greek Gujarati',
  'Gunjala_Gondi Gurmukhi Gurung_Khema Han Hangul Hanifi_Rohingya Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic',
  'Inscriptional_Pahlavi Inscriptional_Parthian Javanese Kaithi Kannada Katakana Kawi Kayah_Li Kharoshthi',
  'Khitan_Small_Script Khmer Khojki Khudawadi Kirat_Rai Lao Latin Lepcha Limbu Linear_A Linear_B Lisu Lycian Lydian',
  'Mahajani Makasar Malayalam Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin Meetei_Mayek Mende_Kikakui',
  'Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani Myanmar Nabataean Nag_Mundari Nandinagari',
  'New_Tai_Lue Newa Nko Nushu Nyiakeng_Puachue_Hmong Ogham Ol_Chiki Ol_Onal Old_Hungarian Old_Italic',
  'Old_North_Arabian Old_Permic Old_Persian Old_Sogdian Old_South_Arabian Old_Turkic Old_Uyghur Oriya Osage',
  'Osmanya Pahawh_Hmong Palmyrene Pau_Cin_Hau Phags_Pa Phoenician Psalter_Pahlavi Rejang Runic Samaritan Saurashtra',
  'Sharada Shavian Siddham Sidetic SignWriting Sinhala Sogdian Sora_Sompeng Soyombo Sundanese Sunuwar Syloti_Nagri',
  'Syriac Tagalog Tagbanwa Tai_Le Tai_Tham Tai_Viet Tai_Yo Takri Tamil Tangsa Tangut Telugu Thaana Thai Tibetan',
  'Tifinagh Tirhuta Todhri Tolong_Siki Toto Tulu_Tigalari Ugaritic Vai Vithkuqi Wancho Warang_Citi Yezidi Yi',
  'Zanabazar_Square',
]
  .join(' ')
  .split(' ');

/** Characters of every script: digits, punctuation, combining marks. */
const EVERY_SCRIPT = /^[\p{scx=Common}\p{scx=Inherited}]$/u;

/** UTS #39's augmented sets: Han is also Japanese, Korean and Han with Bopomofo. */
const AUGMENTED: Record<string, string[]> = {
  Han: ['Jpan', 'Kore', 'Hanb'],
  Hiragana: ['Jpan'],
  Katakana: ['Jpan'],
  Hangul: ['Kore'],
  Bopomofo: ['Hanb'],
};

let scripts: [string, RegExp][] | null = null;
/** The scripts this engine knows, built on first use. */
function knownScripts(): [string, RegExp][] {
  scripts ??= SCRIPT_NAMES.flatMap((name): [string, RegExp][] => {
    try {
      return [[name, new RegExp(`^\\p{scx=${name}}$`, 'u')]];
    } catch {
      return [];
    }
  });
  return scripts;
}

/** The scripts a character is written in (with the augmented sets); null for every script. */
function scriptsOf(char: string): Set<string> | null {
  if (EVERY_SCRIPT.test(char)) return null;
  const found = new Set<string>();
  for (const [name, pattern] of knownScripts())
    if (pattern.test(char)) {
      found.add(name);
      for (const more of AUGMENTED[name] ?? []) found.add(more);
    }
  // A script newer than this list: all such letters count as one unknown script.
  if (!found.size) found.add('Unknown');
  return found;
}

/** True when every character of `name` can be read as one script (UTS #39 "single script"). */
export function isSingleScript(name: string): boolean {
  let common: string[] | null = null;
  for (const char of name) {
    const own = scriptsOf(char);
    if (!own) continue;
    common = common === null ? [...own] : common.filter((script) => own.has(script));
    if (!common.length) return false;
  }
  return true;
}
