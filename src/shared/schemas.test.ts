import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  COMPANY_CODE_LENGTH,
  COMPANY_NAME_MAX,
  EMAIL_MAX,
  FULL_NAME_MAX,
  INDUSTRY_MAX,
  LOCATION_MAX,
  MISSION_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './constants';
import { validationMessages as m } from './messages';
import {
  companyCodeSchema,
  createCompanySchema,
  firstMessage,
  joinRequestSchema,
  normalizeCompanyCode,
  signInSchema,
  signUpSchema,
} from './schemas';

/** The message the screens would show for this input, or null when it is valid. */
function shown(schema: z.ZodMiniType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstMessage(result.error);
}

/** Every message of a failed parse, in order. */
function allMessages(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function parsed<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected valid input, got: ${firstMessage(result.error)}`);
  return result.data;
}

/** A plausible address of exactly `length` characters: a 64-letter local part, labels of at most 60. */
function emailOfLength(length: number): string {
  const local = 'a'.repeat(64);
  const labels: string[] = [];
  let remaining = length - local.length - '@'.length - '.com'.length;
  while (remaining > 0) {
    // 61 left would leave 1 for a dot and nothing after it: split it 59 + dot + 1 instead.
    const size = remaining === 61 ? 59 : Math.min(60, remaining);
    labels.push('b'.repeat(size));
    remaining -= size;
    if (remaining > 0) remaining -= 1;
  }
  const email = `${local}@${labels.join('.')}.com`;
  if (email.length !== length) throw new Error(`built an address of ${email.length}, wanted ${length}`);
  return email;
}

/** A password meeting the strength rule, of exactly `length` characters. */
function passwordOfLength(length: number): string {
  return `Aa1${'x'.repeat(length - 3)}`;
}

const validSignUp = { email: 'kai@example.com', password: 'Waves4ever', fullName: 'Kai Surfer' };
const validCompany = { name: 'Wave Riders' };

describe('sign-up rules', () => {
  it('accepts a valid sign-up and trims the email and the full name', () => {
    expect(
      parsed(signUpSchema, {
        email: '  kai@example.com \t',
        password: 'Waves4ever',
        fullName: '  Kai Surfer  ',
      }),
    ).toEqual({
      email: 'kai@example.com',
      password: 'Waves4ever',
      fullName: 'Kai Surfer',
    });
  });

  it('keeps the password exactly as typed, spaces included', () => {
    expect(parsed(signUpSchema, { ...validSignUp, password: ' Waves4ever ' }).password).toBe(' Waves4ever ');
  });

  it.each([
    ['not-an-email'],
    ['kai@'],
    ['@example.com'],
    ['kai@example'],
    ['kai example@example.com'],
    [''],
    ['   '],
  ])('refuses the email %j as invalid', (email) => {
    expect(shown(signUpSchema, { ...validSignUp, email })).toBe(m.emailInvalid);
  });

  it(`accepts an email of ${EMAIL_MAX} characters and refuses one of ${EMAIL_MAX + 1}`, () => {
    expect(shown(signUpSchema, { ...validSignUp, email: emailOfLength(EMAIL_MAX) })).toBeNull();
    expect(shown(signUpSchema, { ...validSignUp, email: emailOfLength(EMAIL_MAX + 1) })).toBe(m.emailTooLong);
  });

  it('measures the email after trimming it', () => {
    const email = emailOfLength(EMAIL_MAX);
    expect(parsed(signUpSchema, { ...validSignUp, email: `   ${email}   ` }).email).toBe(email);
  });

  it('reports an address that is both malformed and too long as invalid first', () => {
    const email = `${'a'.repeat(EMAIL_MAX)} at example`;
    expect(allMessages(signUpSchema, { ...validSignUp, email })).toEqual([m.emailInvalid, m.emailTooLong]);
  });

  it(`accepts passwords of ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`, () => {
    expect(shown(signUpSchema, { ...validSignUp, password: passwordOfLength(PASSWORD_MIN) })).toBeNull();
    expect(shown(signUpSchema, { ...validSignUp, password: passwordOfLength(PASSWORD_MAX) })).toBeNull();
  });

  it(`refuses a password of ${PASSWORD_MIN - 1} characters as too short`, () => {
    expect(shown(signUpSchema, { ...validSignUp, password: passwordOfLength(PASSWORD_MIN - 1) })).toBe(
      m.passwordTooShort,
    );
    expect(shown(signUpSchema, { ...validSignUp, password: '' })).toBe(m.passwordTooShort);
  });

  it(`refuses a password of ${PASSWORD_MAX + 1} characters as too long`, () => {
    expect(shown(signUpSchema, { ...validSignUp, password: passwordOfLength(PASSWORD_MAX + 1) })).toBe(
      m.passwordTooLong,
    );
  });

  it.each([
    ['no uppercase letter', 'waves4ever'],
    ['no lowercase letter', 'WAVES4EVER'],
    ['no digit', 'WavesForever'],
    ['only digits', '1234567890'],
  ])('refuses a password with %s as too weak', (_, password) => {
    expect(shown(signUpSchema, { ...validSignUp, password })).toBe(m.passwordTooWeak);
  });

  it('shows the length message before the strength message for a short weak password', () => {
    const password = 'abcdefg';
    expect(shown(signUpSchema, { ...validSignUp, password })).toBe(m.passwordTooShort);
    expect(allMessages(signUpSchema, { ...validSignUp, password })).toEqual([
      m.passwordTooShort,
      m.passwordTooWeak,
    ]);
  });

  it('requires a full name, and one made only of spaces is missing too', () => {
    expect(shown(signUpSchema, { ...validSignUp, fullName: '' })).toBe(m.fullNameRequired);
    expect(shown(signUpSchema, { ...validSignUp, fullName: '  \t  ' })).toBe(m.fullNameRequired);
  });

  it(`accepts a full name of ${FULL_NAME_MAX} characters and refuses one of ${FULL_NAME_MAX + 1}`, () => {
    expect(shown(signUpSchema, { ...validSignUp, fullName: 'k'.repeat(FULL_NAME_MAX) })).toBeNull();
    expect(shown(signUpSchema, { ...validSignUp, fullName: 'k'.repeat(FULL_NAME_MAX + 1) })).toBe(
      m.fullNameTooLong,
    );
  });

  it('measures the full name after trimming it', () => {
    const fullName = 'k'.repeat(FULL_NAME_MAX);
    expect(parsed(signUpSchema, { ...validSignUp, fullName: `  ${fullName}  ` }).fullName).toBe(fullName);
  });

  it('lists the fields’ messages in the order of the spec: email, password, full name', () => {
    expect(allMessages(signUpSchema, { email: 'nope', password: 'short', fullName: '' })).toEqual([
      m.emailInvalid,
      m.passwordTooShort,
      m.passwordTooWeak,
      m.fullNameRequired,
    ]);
  });
});

describe('sign-in rules', () => {
  it('accepts an email and any non-empty password, trimming the email only', () => {
    expect(parsed(signInSchema, { email: ' kai@example.com ', password: ' x ' })).toEqual({
      email: 'kai@example.com',
      password: ' x ',
    });
  });

  it('does not apply the sign-up strength rules to the password', () => {
    expect(shown(signInSchema, { email: 'kai@example.com', password: 'weak' })).toBeNull();
  });

  it('requires a password', () => {
    expect(shown(signInSchema, { email: 'kai@example.com', password: '' })).toBe(m.passwordRequired);
  });

  it('applies the same email rules as sign-up', () => {
    expect(shown(signInSchema, { email: 'kai', password: 'x' })).toBe(m.emailInvalid);
    expect(shown(signInSchema, { email: '  ', password: 'x' })).toBe(m.emailInvalid);
    expect(shown(signInSchema, { email: emailOfLength(EMAIL_MAX), password: 'x' })).toBeNull();
    expect(shown(signInSchema, { email: emailOfLength(EMAIL_MAX + 1), password: 'x' })).toBe(m.emailTooLong);
  });

  it('shows the email message before the password message', () => {
    expect(allMessages(signInSchema, { email: 'kai', password: '' })).toEqual([
      m.emailInvalid,
      m.passwordRequired,
    ]);
  });
});

describe('company creation rules', () => {
  it('accepts a full company and trims its name', () => {
    expect(
      parsed(createCompanySchema, {
        name: '  Wave Riders  ',
        mission: 'Ride every wave',
        industry: 'Surfing',
        location: 'Biarritz',
      }),
    ).toEqual({ name: 'Wave Riders', mission: 'Ride every wave', industry: 'Surfing', location: 'Biarritz' });
  });

  it('turns missing, null, empty and blank optional fields into null', () => {
    expect(parsed(createCompanySchema, validCompany)).toEqual({
      name: 'Wave Riders',
      mission: null,
      industry: null,
      location: null,
    });
    expect(
      parsed(createCompanySchema, { ...validCompany, mission: null, industry: null, location: null }),
    ).toEqual({
      name: 'Wave Riders',
      mission: null,
      industry: null,
      location: null,
    });
    expect(parsed(createCompanySchema, { ...validCompany, mission: '', industry: '', location: '' })).toEqual(
      {
        name: 'Wave Riders',
        mission: null,
        industry: null,
        location: null,
      },
    );
    expect(
      parsed(createCompanySchema, { ...validCompany, mission: '  ', industry: '\n', location: '\t ' }),
    ).toEqual({
      name: 'Wave Riders',
      mission: null,
      industry: null,
      location: null,
    });
  });

  it('requires a name, and one made only of spaces is missing too', () => {
    expect(shown(createCompanySchema, { name: '' })).toBe(m.companyNameRequired);
    expect(shown(createCompanySchema, { name: '   ' })).toBe(m.companyNameRequired);
  });

  it(`accepts a name of ${COMPANY_NAME_MAX} characters, measured after trimming, and refuses ${COMPANY_NAME_MAX + 1}`, () => {
    const name = 'c'.repeat(COMPANY_NAME_MAX);
    expect(parsed(createCompanySchema, { name: `  ${name} ` }).name).toBe(name);
    expect(shown(createCompanySchema, { name: `${name}c` })).toBe(m.companyNameTooLong);
  });

  it.each([
    ['mission', MISSION_MAX, m.missionTooLong],
    ['industry', INDUSTRY_MAX, m.industryTooLong],
    ['location', LOCATION_MAX, m.locationTooLong],
  ] as const)('accepts a %s of %i characters and refuses one more', (field, max, message) => {
    expect(parsed(createCompanySchema, { ...validCompany, [field]: 'x'.repeat(max) })[field]).toBe(
      'x'.repeat(max),
    );
    expect(shown(createCompanySchema, { ...validCompany, [field]: 'x'.repeat(max + 1) })).toBe(message);
  });

  it('lists the fields’ messages in the order of the form: name, mission, industry, location', () => {
    expect(
      allMessages(createCompanySchema, {
        name: ' ',
        mission: 'x'.repeat(MISSION_MAX + 1),
        industry: 'x'.repeat(INDUSTRY_MAX + 1),
        location: 'x'.repeat(LOCATION_MAX + 1),
      }),
    ).toEqual([m.companyNameRequired, m.missionTooLong, m.industryTooLong, m.locationTooLong]);
  });
});

describe('company code rules', () => {
  it('accepts 8 uppercase letters and digits, trimmed', () => {
    expect(parsed(companyCodeSchema, 'ABCD1234')).toBe('ABCD1234');
    expect(parsed(companyCodeSchema, '  ZZ99AA00 ')).toBe('ZZ99AA00');
    expect(parsed(companyCodeSchema, '00000000')).toBe('00000000');
    expect(parsed(joinRequestSchema, { companyCode: ' ABCD1234\t' })).toEqual({ companyCode: 'ABCD1234' });
  });

  it.each([
    ['abcd1234', 'lower case'],
    ['ABCd1234', 'one lowercase letter'],
    ['ab12 cd34', 'a space'],
    ['AB12-CD34', 'a dash'],
    ['ab12 - cd34', 'spaces and a dash'],
    ['A B C D 1 2 3 4', 'spaces everywhere'],
    ['AB12\u2013CD34', 'an en dash'],
    ['AB12\u00A0CD34', 'a no-break space'],
    ['AB12\u200BCD34', 'an invisible zero-width space'],
  ])('reads %j (%s) as ABCD1234-style code, on the client and the server alike', (typed) => {
    const expected = typed.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
    expect(expected).toHaveLength(COMPANY_CODE_LENGTH);
    expect(normalizeCompanyCode(typed)).toBe(expected);
    expect(parsed(companyCodeSchema, typed)).toBe(expected);
    expect(parsed(joinRequestSchema, { companyCode: typed })).toEqual({ companyCode: expected });
  });

  it.each([[''], ['   '], ['ABCD123'], ['ABCD12345'], ['A'], ['ABCD123456789'], ['ABCD-123'], ['ab cd 12']])(
    'refuses %j: without its spaces and dashes it is not exactly 8 characters',
    (code) => {
      expect(shown(companyCodeSchema, code)).toBe(m.companyCodeLength);
      expect(shown(joinRequestSchema, { companyCode: code })).toBe(m.companyCodeLength);
    },
  );

  it.each([['ÄBCD1234'], ['ABCD123_'], ['ABCD.123'], ['ABCD123!'], ['ABCD/123']])(
    'refuses %j: it has characters other than letters and digits',
    (code) => {
      expect(code).toHaveLength(COMPANY_CODE_LENGTH);
      expect(shown(companyCodeSchema, code)).toBe(m.companyCodeCharacters);
      expect(shown(joinRequestSchema, { companyCode: code })).toBe(m.companyCodeCharacters);
    },
  );

  it('shows the length message first when the code is both short and has other characters', () => {
    expect(shown(companyCodeSchema, 'abc_123')).toBe(m.companyCodeLength);
    expect(allMessages(companyCodeSchema, 'abc_123')).toEqual([m.companyCodeLength, m.companyCodeCharacters]);
  });
});

/** Characters that draw nothing; a value made only of them is blank. */
const invisibles = [
  ['U+200B zero width space', '\u200B'],
  ['U+200C zero width non-joiner', '\u200C'],
  ['U+200D zero width joiner', '\u200D'],
  ['U+2060 word joiner', '\u2060'],
  ['U+FEFF zero width no-break space', '\uFEFF'],
  ['U+3164 Hangul filler', '\u3164'],
  ['U+115F Hangul choseong filler', '\u115F'],
  ['U+1160 Hangul jungseong filler', '\u1160'],
  ['U+FFA0 halfwidth Hangul filler', '\uFFA0'],
  ['U+180E Mongolian vowel separator', '\u180E'],
  ['U+00AD soft hyphen', '\u00AD'],
  ['U+034F combining grapheme joiner', '\u034F'],
  ['U+FE0F variation selector alone', '\uFE0F'],
  ['U+E0100 variation selector supplement alone', '\u{E0100}'],
  ['U+E0041 tag character alone', '\u{E0041}'],
  ['U+2800 Braille pattern blank', '\u2800'],
  ['U+3000 ideographic space', '\u3000'],
  ['U+00A0 no-break space', '\u00A0'],
  ['a bidi control alone (U+202E)', '\u202E'],
  ['a mix of them with spaces', ' \u200B\u3164 \u00A0\u2060\uFEFF '],
] as const;

/** Controls no one-line field may hold: C0, DEL, C1, bidi controls and line breaks. */
const lineControls = [
  ['a line feed', 'Ada\nLovelace'],
  ['a carriage return', 'Ada\rLovelace'],
  ['a tab', 'Ada\tLovelace'],
  ['U+0007 bell', 'Ada\u0007'],
  ['U+001B escape', '\u001B[31mAda'],
  ['U+007F delete', 'Ada\u007F'],
  ['U+0085 next line (C1)', 'Ada\u0085Lovelace'],
  ['U+009B control sequence introducer (C1)', 'Ada\u009B31m'],
  ['U+2028 line separator', 'Ada\u2028Lovelace'],
  ['U+2029 paragraph separator', 'Ada\u2029Lovelace'],
  ['U+202E right-to-left override', 'Ada\u202Egnp.exe'],
  ['U+202A left-to-right embedding', '\u202AAda'],
  ['U+202D left-to-right override', 'Ada\u202D'],
  ['U+2066 left-to-right isolate', 'Ada\u2066x'],
  ['U+2069 pop directional isolate', 'Ada\u2069'],
  ['U+200E left-to-right mark', 'Ada\u200E'],
  ['U+200F right-to-left mark', 'Ada\u200F'],
  ['U+061C Arabic letter mark', 'Ada\u061C'],
] as const;

/** Names with real letters in many scripts, emoji and combining marks: all must pass, unchanged. */
const realNames = [
  ['Latin with an apostrophe and a hyphen', 'Seán O’Brien-Smith'],
  ['Vietnamese', 'Đặng Thị Ngọc Thịnh'],
  ['Chinese', '李小龍'],
  ['Korean', '김민지'],
  ['Arabic', 'محمد علي'],
  ['Hebrew', 'שרה כהן'],
  ['Devanagari', 'अनुष्का शर्मा'],
  ['Persian with a zero width non-joiner', 'می‌خواهم'],
  ['Thai with combining vowels and a tone mark', 'สมศักดิ์'],
  ['a letter and a diaeresis', 'Zoë'],
  ['a combining acute that has no composed form (Navajo)', 'H\u00F3zh\u01EB\u0301'],
  ['an emoji with a ZWJ (woman technologist)', '👩‍💻'],
  ['a ZWJ family', 'Kai 👨‍👩‍👧'],
  ['a flag', '🇫🇷'],
  ['a subdivision flag made of tag characters', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
  ['an emoji with a variation selector', 'Ada ❤️'],
  ['an emoji with a skin tone', 'Kai 👋🏽'],
  ['a keycap', '#️⃣1'],
] as const;

describe('text that looks empty, or hides controls (docs/security.md#4-hostile-input)', () => {
  it.each(invisibles)('refuses a full name and a company name of %s as missing', (_, text) => {
    expect(allMessages(signUpSchema, { ...validSignUp, fullName: text })).toEqual([m.fullNameRequired]);
    expect(allMessages(createCompanySchema, { name: text })).toEqual([m.companyNameRequired]);
    expect(shown(signUpSchema, { ...validSignUp, fullName: `${text}${text}${text}` })).toBe(
      m.fullNameRequired,
    );
  });

  it.each(invisibles)('stores an optional field of %s as empty (null)', (_, text) => {
    expect(
      parsed(createCompanySchema, { ...validCompany, mission: text, industry: text, location: text }),
    ).toEqual({ ...validCompany, mission: null, industry: null, location: null });
  });

  it('judges a blank value as blank, however long', () => {
    const long = '\u200B'.repeat(MISSION_MAX + 1);
    expect(parsed(createCompanySchema, { ...validCompany, mission: long }).mission).toBeNull();
    expect(allMessages(createCompanySchema, { name: long })).toEqual([m.companyNameRequired]);
  });

  it.each(lineControls)('refuses %s in a one-line field', (_, text) => {
    expect(shown(signUpSchema, { ...validSignUp, fullName: text })).toBe(m.fullNameControls);
    expect(shown(createCompanySchema, { name: text })).toBe(m.companyNameControls);
    expect(shown(createCompanySchema, { ...validCompany, industry: text })).toBe(m.industryControls);
    expect(shown(createCompanySchema, { ...validCompany, location: text })).toBe(m.locationControls);
  });

  it('lets a mission keep its lines and tabs, with every line break as \\n', () => {
    expect(
      parsed(createCompanySchema, {
        ...validCompany,
        mission: 'Ride\r\n\tevery wave\rTogether\u2028Always\n',
      }).mission,
    ).toBe('Ride\n\tevery wave\nTogether\nAlways');
  });

  it.each(lineControls.filter(([, text]) => !/[\t\n\r\u2028\u2029\u0085]/.test(text)))(
    'refuses %s in a mission',
    (_, text) => {
      expect(shown(createCompanySchema, { ...validCompany, mission: `Ride\n${text}` })).toBe(
        m.missionControls,
      );
    },
  );

  it.each(realNames)('accepts a name in %s, unchanged', (_, name) => {
    expect(parsed(signUpSchema, { ...validSignUp, fullName: name }).fullName).toBe(name);
    expect(parsed(createCompanySchema, { name }).name).toBe(name);
    const optional = parsed(createCompanySchema, {
      ...validCompany,
      mission: name,
      industry: name,
      location: name,
    });
    expect(optional).toEqual({ ...validCompany, mission: name, industry: name, location: name });
  });

  it('keeps invisible characters inside a name that has letters', () => {
    expect(parsed(signUpSchema, { ...validSignUp, fullName: 'Ada\u200BLovelace' }).fullName).toBe(
      'Ada\u200BLovelace',
    );
  });

  it('stores one spelling of each letter (NFC), and measures the name after it', () => {
    expect(parsed(signUpSchema, { ...validSignUp, fullName: 'Jose\u0301' }).fullName).toBe('Jos\u00E9');
    const decomposed = 'e\u0301'.repeat(FULL_NAME_MAX);
    expect(decomposed).toHaveLength(2 * FULL_NAME_MAX);
    expect(parsed(signUpSchema, { ...validSignUp, fullName: decomposed }).fullName).toBe(
      '\u00E9'.repeat(FULL_NAME_MAX),
    );
  });

  it('says "required" for a blank value and nothing about its controls', () => {
    expect(allMessages(signUpSchema, { ...validSignUp, fullName: ' \u202E\u200B ' })).toEqual([
      m.fullNameRequired,
    ]);
  });

  it('lists a control before a length problem', () => {
    expect(
      allMessages(signUpSchema, { ...validSignUp, fullName: `\u0007${'k'.repeat(FULL_NAME_MAX)}` }),
    ).toEqual([m.fullNameControls, m.fullNameTooLong]);
  });
});

describe('a missing or non-string field', () => {
  it('gets the field’s spec message, not a generic type error', () => {
    const cases: [z.ZodMiniType, unknown, string][] = [
      [signUpSchema, { password: 'Waves4ever', fullName: 'Kai' }, m.emailInvalid],
      [signUpSchema, { email: 'kai@example.com', fullName: 'Kai' }, m.passwordTooShort],
      [signUpSchema, { email: 'kai@example.com', password: 'Waves4ever', fullName: 42 }, m.fullNameRequired],
      [signInSchema, { email: 'kai@example.com' }, m.passwordRequired],
      [createCompanySchema, {}, m.companyNameRequired],
      [joinRequestSchema, {}, m.companyCodeLength],
    ];
    for (const [schema, input, message] of cases) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      if (!result.success) expect(firstMessage(result.error)).toBe(message);
    }
  });
});
