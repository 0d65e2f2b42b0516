// A document's total in words, as Indian invoices write it: in the Indian system of lakh (1,00,000)
// and crore (1,00,00,000), in English or Hindi. No zod: the API's PDFs and the console both use it.

import type { Language } from '../language';

const EN_UNITS = [
  'Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine',
  'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/**
 * Hindi has its own word for every number up to 99 (45 is पैंतालीस, not "चालीस पाँच"), so it is a
 * table rather than tens and units.
 */
const HI_0_TO_99 = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरेपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरेसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उनासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
];

interface Scale {
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
  below100: (n: number) => string;
}

const EN_SCALE: Scale = {
  hundred: 'Hundred',
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
  below100: (n) => (n < 20 ? EN_UNITS[n]! : n % 10 === 0 ? EN_TENS[n / 10]! : `${EN_TENS[Math.floor(n / 10)]} ${EN_UNITS[n % 10]}`),
};

const HI_SCALE: Scale = { hundred: 'सौ', thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़', below100: (n) => HI_0_TO_99[n]! };

/**
 * A whole number in words, Indian style: crore, lakh, thousand, hundred. Above 99 crore the
 * number of crores is itself written the same way ("One Hundred Crore", "One Lakh Crore"), as
 * Indian usage does rather than switching to arab/kharab. Zero is the caller's business.
 */
function wholeInWords(n: number, scale: Scale): string {
  const words: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crores > 0) words.push(wholeInWords(crores, scale), scale.crore);
  const lakhs = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakhs > 0) words.push(scale.below100(lakhs), scale.lakh);
  const thousands = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousands > 0) words.push(scale.below100(thousands), scale.thousand);
  const hundreds = Math.floor(rest / 100);
  rest %= 100;
  if (hundreds > 0) words.push(scale.below100(hundreds), scale.hundred);
  if (rest > 0) words.push(scale.below100(rest));
  return words.join(' ');
}

function checkedPaise(paise: number): void {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`An amount in words must be whole, non-negative paise: ${paise}`);
}

/**
 * An amount of paise in English words, as an Indian invoice prints its total:
 * 11_805_000 → "Rupees One Lakh Eighteen Thousand and Fifty Paise Only";
 * 0 → "Rupees Zero Only"; 50 → "Rupees Zero and Fifty Paise Only".
 */
export function amountInWordsEnglish(paise: number): string {
  checkedPaise(paise);
  const rupees = Math.floor(paise / 100);
  const fraction = paise % 100;
  const rupeeWords = rupees === 0 ? EN_UNITS[0]! : wholeInWords(rupees, EN_SCALE);
  const fractionWords = fraction > 0 ? ` and ${EN_SCALE.below100(fraction)} Paise` : '';
  return `Rupees ${rupeeWords}${fractionWords} Only`;
}

/**
 * An amount of paise in Hindi words: 11_805_000 → "एक लाख अठारह हज़ार रुपये और पचास पैसे मात्र";
 * one rupee and one paisa take the singular (रुपया, पैसा).
 */
export function amountInWordsHindi(paise: number): string {
  checkedPaise(paise);
  const rupees = Math.floor(paise / 100);
  const fraction = paise % 100;
  const rupeeWords = `${rupees === 0 ? HI_0_TO_99[0] : wholeInWords(rupees, HI_SCALE)} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
  const fractionWords = fraction > 0 ? ` और ${HI_0_TO_99[fraction]} ${fraction === 1 ? 'पैसा' : 'पैसे'}` : '';
  return `${rupeeWords}${fractionWords} मात्र`;
}

/** The amount in words in one of the console's languages. */
export function amountInWords(paise: number, language: Language): string {
  return language === 'hi' ? amountInWordsHindi(paise) : amountInWordsEnglish(paise);
}
