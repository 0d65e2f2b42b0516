import { describe, expect, it } from 'vitest';
import { amountInWords, amountInWordsEnglish, amountInWordsHindi } from './amountInWords';
import { gstStateOf } from './gstStates';

const rupees = (n: number) => Math.round(n * 100);

describe('amountInWordsEnglish', () => {
  it('writes small amounts, the teens and the tens', () => {
    expect(amountInWordsEnglish(0)).toBe('Rupees Zero Only');
    expect(amountInWordsEnglish(rupees(1))).toBe('Rupees One Only');
    expect(amountInWordsEnglish(rupees(19))).toBe('Rupees Nineteen Only');
    expect(amountInWordsEnglish(rupees(99))).toBe('Rupees Ninety Nine Only');
    expect(amountInWordsEnglish(rupees(100))).toBe('Rupees One Hundred Only');
    expect(amountInWordsEnglish(rupees(101))).toBe('Rupees One Hundred One Only');
    expect(amountInWordsEnglish(rupees(1180))).toBe('Rupees One Thousand One Hundred Eighty Only');
  });

  it('groups in lakh and crore, not million', () => {
    expect(amountInWordsEnglish(rupees(100_000))).toBe('Rupees One Lakh Only');
    expect(amountInWordsEnglish(rupees(9_999_999))).toBe('Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only');
    expect(amountInWordsEnglish(rupees(10_000_000))).toBe('Rupees One Crore Only');
    expect(amountInWordsEnglish(rupees(12_345_678))).toBe('Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Only');
  });

  it('writes the crores above 99 crore in the same system: One Hundred Crore, One Lakh Crore', () => {
    expect(amountInWordsEnglish(rupees(1_000_000_000))).toBe('Rupees One Hundred Crore Only');
    expect(amountInWordsEnglish(rupees(1_000_000_000_000))).toBe('Rupees One Lakh Crore Only');
    expect(amountInWordsEnglish(rupees(2_500_000_005))).toBe('Rupees Two Hundred Fifty Crore Five Only');
  });

  it('adds the paise after "and"', () => {
    expect(amountInWordsEnglish(11_800_050)).toBe('Rupees One Lakh Eighteen Thousand and Fifty Paise Only');
    expect(amountInWordsEnglish(rupees(1180.01))).toBe('Rupees One Thousand One Hundred Eighty and One Paise Only');
    expect(amountInWordsEnglish(50)).toBe('Rupees Zero and Fifty Paise Only');
  });

  it('refuses what is not whole, non-negative paise', () => {
    expect(() => amountInWordsEnglish(-1)).toThrow(RangeError);
    expect(() => amountInWordsEnglish(1.5)).toThrow(RangeError);
  });
});

describe('amountInWordsHindi', () => {
  it('has a word of its own for each number up to 99', () => {
    expect(amountInWordsHindi(0)).toBe('शून्य रुपये मात्र');
    expect(amountInWordsHindi(rupees(1))).toBe('एक रुपया मात्र');
    expect(amountInWordsHindi(rupees(19))).toBe('उन्नीस रुपये मात्र');
    expect(amountInWordsHindi(rupees(45))).toBe('पैंतालीस रुपये मात्र');
    expect(amountInWordsHindi(rupees(99))).toBe('निन्यानवे रुपये मात्र');
    expect(amountInWordsHindi(rupees(101))).toBe('एक सौ एक रुपये मात्र');
  });

  it('groups in लाख and करोड़, with the paise after और', () => {
    expect(amountInWordsHindi(rupees(100_000))).toBe('एक लाख रुपये मात्र');
    expect(amountInWordsHindi(11_800_050)).toBe('एक लाख अठारह हज़ार रुपये और पचास पैसे मात्र');
    expect(amountInWordsHindi(rupees(9_999_999))).toBe('निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे रुपये मात्र');
    expect(amountInWordsHindi(rupees(10_000_000))).toBe('एक करोड़ रुपये मात्र');
    expect(amountInWordsHindi(rupees(1_000_000_000))).toBe('एक सौ करोड़ रुपये मात्र');
    expect(amountInWordsHindi(1)).toBe('शून्य रुपये और एक पैसा मात्र');
  });

  it('is what amountInWords gives for hi, and English for en', () => {
    expect(amountInWords(4500, 'hi')).toBe('पैंतालीस रुपये मात्र');
    expect(amountInWords(4500, 'en')).toBe('Rupees Forty Five Only');
  });
});

describe('gstStateOf', () => {
  it('gives a state its GST code and Hindi name, whatever its case, spacing or older spelling', () => {
    expect(gstStateOf('Haryana')).toEqual({ name: 'Haryana', code: '06', hi: 'हरियाणा' });
    expect(gstStateOf('  tamil   nadu ')).toMatchObject({ name: 'Tamil Nadu', code: '33' });
    expect(gstStateOf('Orissa')).toMatchObject({ name: 'Odisha', code: '21' });
    expect(gstStateOf('Atlantis')).toBeNull();
  });
});
