import { describe, expect, it } from 'vitest';
import { validationMessagesOf } from './validationMessages';

const english = { 'validation.nameRequired': 'Name is required', 'validation.tooLong': 'Too long', nameRequired: 'Name is required (a label)' };
const hindi: Record<keyof typeof english, string> = { 'validation.nameRequired': 'नाम ज़रूरी है', 'validation.tooLong': 'बहुत लंबा', nameRequired: 'नाम' };
const validationMessage = validationMessagesOf(english);

describe('validationMessagesOf', () => {
  it('says a contract message by the validation key whose English text it is', () => {
    expect(validationMessage((key) => hindi[key], 'Name is required')).toBe('नाम ज़रूरी है');
    expect(validationMessage((key) => english[key], 'Too long')).toBe('Too long');
  });

  it('leaves a message the catalogue does not list as it is, and no message as none', () => {
    expect(validationMessage((key) => hindi[key], 'Name is required (a label)')).toBe('Name is required (a label)');
    expect(validationMessage((key) => hindi[key], undefined)).toBeUndefined();
  });
});
