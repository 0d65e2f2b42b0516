import type { Language } from '@carcare/contracts';

/** The sign-in code's SMS in the admin's language (the product name stays as it is). */
export function otpSmsText(language: Language, code: string, minutes: number): string {
  switch (language) {
    case 'hi':
      return `${code} आपका Carcare Partner Console साइन-इन कोड है। यह ${minutes} मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।`;
    case 'en':
      return `${code} is your Carcare Partner Console sign-in code. It expires in ${minutes} minutes. Do not share it.`;
  }
}
