// The question the locale page asks (locale.tsx), in each host's language; the test reads it too,
// to tell the server's words from elicitkit's.

interface QuestionWords {
  message: string;
  service: string;
  cpus: string;
  public: string;
  region: string;
  regions: [eu: string, us: string];
  note: string;
}

/** One deploy question (text, number, Yes/No, a choice, an optional note) in the server's words. */
function deployQuestion(words: QuestionWords) {
  return {
    message: words.message,
    requestedSchema: {
      type: 'object',
      properties: {
        service: { type: 'string', title: words.service, minLength: 2 },
        cpus: { type: 'number', title: words.cpus },
        public: { type: 'boolean', title: words.public },
        region: {
          type: 'string',
          title: words.region,
          oneOf: [
            { const: 'eu', title: words.regions[0] },
            { const: 'us', title: words.regions[1] },
          ],
        },
        note: { type: 'string', title: words.note },
      },
      required: ['service', 'cpus', 'public', 'region'],
    },
  } as const;
}

/** What the server sends, in the host's language (the server's words are its own). */
export const localeParams = {
  de: deployQuestion({
    message: 'Welcher Dienst soll bereitgestellt werden?',
    service: 'Dienst',
    cpus: 'Prozessoren',
    public: 'Öffentlich',
    region: 'Region',
    regions: ['Europa', 'Amerika'],
    note: 'Notiz',
  }),
  ar: deployQuestion({
    message: 'ما الخدمة التي يجب نشرها؟',
    service: 'الخدمة',
    cpus: 'المعالجات',
    public: 'عام',
    region: 'المنطقة',
    regions: ['أوروبا', 'أمريكا'],
    note: 'ملاحظة',
  }),
};
