/**
 * Where Lucene 8's StandardTokenizer (a grammar generated from an older Unicode's word-break and emoji data) and
 * Node's Intl.Segmenter (ICU, a newer Unicode) disagree about a single character standing between spaces — found by
 * running both over every code point with Lucene 8.8.1. Hexadecimal code point ranges, space-separated.
 */

/**
 * Word characters to ICU that Lucene does not know (mostly letters of newer Unicode versions): Lucene breaks a word
 * there. Regional indicators are left out: alone Lucene drops one, but it keeps a pair (a flag) as an emoji token.
 */
export const NOT_WORD_CHARACTERS_IN_LUCENE = `
560 588 5ef 860-86a 870-887 889-88f 8b5 8be-8c9 9fc c5c-c5d cdc-cdd d04 e86 e89 e8c e8e-e93 e98 ea0 ea8-ea9
eac 170d 171f 1878 1b4c 1c89-1c8a 1c90-1cba 1cbd-1cbf 1cf2-1cf3 1cfa 2c2f 2c5f 3006 312e-312f 31bb-31bf
4db6-4dbf 9fd6-9fff a7af a7b8-a7dc a7f1-a7f6 a8fe ab66-ab69 1032d-1032f 10570-1057a 1057c-1058a 1058c-10592
10594-10595 10597-105a1 105a3-105b1 105b3-105b9 105bb-105bc 105c0-105f3 10780-10785 10787-107b0 107b2-107ba
10940-10959 10a34-10a35 10d00-10d23 10d30-10d39 10d40-10d65 10d6f-10d85 10e80-10ea9 10eb0-10eb1 10ec2-10ec7
10f00-10f1c 10f27 10f30-10f45 10f70-10f81 10fb0-10fc4 10fe0-10ff6 11071-11072 11075 11144 11147 1123f-11240
11380-11389 1138b 1138e 11390-113b5 113b7 113d1 113d3 1145f-11461 116b8 116d0-116e3 1171a 11740-11746
11800-1182b 11900-11906 11909 1190c-11913 11915-11916 11918-1192f 1193f 11941 11950-11959 119a0-119a7
119aa-119d0 119e1 119e3 11a00 11a0b-11a32 11a3a 11a50 11a5c-11a89 11a9d 11ab0-11abf 11bc0-11be0 11bf0-11bf9
11d00-11d06 11d08-11d09 11d0b-11d30 11d46 11d50-11d59 11d60-11d65 11d67-11d68 11d6a-11d89 11d98 11da0-11da9
11db0-11ddb 11de0-11de9 11ee0-11ef2 11f02 11f04-11f10 11f12-11f33 11f50-11f59 11fb0 12f90-12ff0 1342f
13441-13446 13460-143fa 16100-1611d 16130-16139 16a70-16abe 16ac0-16ac9 16d40-16d6c 16d70-16d79 16e40-16e7f
16ea0-16eb8 16ebb-16ed3 16f45-16f4a 16fe1 16ff2-16ff6 17000-18cd5 18cff-18d1e 18d80-18df2 1aff0-1aff3
1aff5-1affb 1affd-1affe 1b002-1b122 1b132 1b150-1b152 1b155 1b164-1b167 1b170-1b2fb 1ccf0-1ccf9 1df00-1df1e
1df25-1df2a 1e030-1e06d 1e100-1e12c 1e137-1e13d 1e140-1e149 1e14e 1e290-1e2ad 1e2c0-1e2eb 1e2f0-1e2f9
1e4d0-1e4eb 1e4f0-1e4f9 1e5d0-1e5ed 1e5f0-1e5fa 1e6c0-1e6de 1e6e0-1e6e2 1e6e4-1e6e5 1e6e7-1e6ed 1e6f0-1e6f4
1e6fe-1e6ff 1e7e0-1e7e6 1e7e8-1e7eb 1e7ed-1e7ee 1e7f0-1e7fe 1e94b 2a6d7-2a6df 2b735-2b73f
2cea2-2cead 2ceb0-2ebe0 2ebf0-2ee5d 30000-3134a 31350-33479
`;

/**
 * Characters Lucene makes a token of that ICU does not call word-like: symbols Lucene's emoji data counts as
 * pictographs (★ ♠ ☎…), circled and squared letters, CJK radicals, squared Katakana, lone Thai/Lao/Myanmar/Khmer marks.
 */
export const TOKEN_CHARACTERS_ONLY_IN_LUCENE = `
5f3 66b e31 e34-e3a e47-e4e eb1 eb4-eb9 ebb-ebc ec8-ecd 102b-103e 1056-1059 105e-1060 1062-1064 1067-106d
1071-1074 1082-108d 108f 109a-109f 17b4-17d3 17dd 19de-19df 1a55-1a5e 1a60-1a7c 1aa0-1aa6 1aa8-1aad 2388
24b6-24c1 24c3-24e9 2605 2607-260d 260f-2610 2612 2616-2617 2619-261c 261e-261f 2621 2624-2625 2627-2629
262b-262d 2630-2637 263b-263f 2641 2643-2647 2654-265e 2661-2662 2664 2667 2669-267a 267c-267d 2680-2685
2690-2691 2698 269a 269d-269f 26a2-26a6 26a8-26a9 26ac-26af 26b2-26bc 26bf-26c3 26c6-26c7 26c9-26cd 26d0 26d2
26d5-26e8 26eb-26ef 26f6 26fb-26fc 26fe-2701 2703-2704 270e 2710-2711 2765-2767 2e80-2e99 2e9b-2ef3 2f00-2fd5
3005 303b 309b-309c 30a0 32d0-32fe 3300-3357 a9e5 aa77-aa79 aa7b-aa7d aab0 aab2-aab4 aab7-aab8 aabe-aabf aac1
aade-aadf 1171d-1172b 1173f 1f000-1f003 1f005-1f02b 1f030-1f093 1f0a0-1f0ae 1f0b1-1f0bf 1f0c1-1f0ce
1f0d1-1f0f5 1f10d-1f10f 1f12f-1f149 1f150-1f169 1f16c-1f16f 1f172-1f17d 1f180-1f189 1f1ad 1f200 1f260-1f265
1f322-1f323 1f394-1f395 1f398 1f39c-1f39d 1f3f1-1f3f2 1f3f6 1f3fb-1f3ff 1f4fe 1f546-1f548 1f54f 1f568-1f56e
1f571-1f572 1f57b-1f586 1f588-1f589 1f58e-1f58f 1f591-1f594 1f597-1f5a3 1f5a6-1f5a7 1f5a9-1f5b0 1f5b3-1f5bb
1f5bd-1f5c1 1f5c5-1f5d0 1f5d4-1f5db 1f5df-1f5e0 1f5e2 1f5e4-1f5e7 1f5e9-1f5ee 1f5f0-1f5f2 1f5f4-1f5f9
1f6c6-1f6ca 1f6d3-1f6d4 1f6e6-1f6e8 1f6ea 1f6f1-1f6f2 1f774-1f77f 1f7d5-1f7d9 1f8b0-1f8bb 1f8c0-1f8c1
1f8d0-1f8d8 1fa00-1fa57 1fa60-1fa6d 1fb00-1fbef 1fbfa-1fbff
`;

/** A character class matching any code point in `ranges`. */
export function codePointClass(ranges: string): RegExp {
  const parts = ranges
    .trim()
    .split(/\s+/)
    .map((range) => range.split('-').map((hex) => `\\u{${hex}}`).join('-'));
  return new RegExp(`[${parts.join('')}]`, 'gu');
}
