import { describe, expect, it } from 'vitest';
import { updateMeBodySchema } from '../auth';
import { trimInvisible } from '../plain/common';
import { requiredText } from './common';
import { rejectRequestBodySchema } from './requests';

const ZERO_WIDTH_SPACE = '\u200B';
const BYTE_ORDER_MARK = '\uFEFF';
const ZERO_WIDTH_JOINER = '\u200D';

describe('a text that only looks blank', () => {
  it('is empty once the space and invisible characters at its ends are trimmed', () => {
    expect(trimInvisible(`${ZERO_WIDTH_SPACE}`)).toBe('');
    expect(trimInvisible(` ${BYTE_ORDER_MARK}\u00A0${ZERO_WIDTH_SPACE}\u2060 `)).toBe('');
    expect(trimInvisible(`${ZERO_WIDTH_SPACE} Ravi Kumar ${ZERO_WIDTH_SPACE}`)).toBe('Ravi Kumar');
  });

  it('keeps what is inside the text, a joiner in a Hindi word included', () => {
    const word = `क्${ZERO_WIDTH_JOINER}ष`;
    expect(trimInvisible(`  ${word}  `)).toBe(word);
    expect(trimInvisible(`Ravi${ZERO_WIDTH_SPACE}Kumar`)).toBe(`Ravi${ZERO_WIDTH_SPACE}Kumar`);
  });

  it('is refused where a text is required: a name, a profile name, a reason', () => {
    const name = requiredText('Name', 80).safeParse(ZERO_WIDTH_SPACE);
    expect(name.success).toBe(false);
    expect(name.error?.issues[0]?.message).toBe('Name is required');
    expect(requiredText('Name', 80).parse(` ${ZERO_WIDTH_SPACE}Asha${BYTE_ORDER_MARK} `)).toBe('Asha');
    const profile = updateMeBodySchema.safeParse({ name: `${ZERO_WIDTH_SPACE}${ZERO_WIDTH_SPACE}${ZERO_WIDTH_SPACE}`, email: '' });
    expect(profile.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name']);
    expect(updateMeBodySchema.parse({ name: 'Asha Rao', email: '' }).name).toBe('Asha Rao');
    expect(rejectRequestBodySchema.safeParse({ version: 1, note: `${ZERO_WIDTH_SPACE} ` }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['note']);
  });
});
