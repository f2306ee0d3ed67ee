/**
 * The demo lectures that play a hosted video (issue 38): the seed makes one clip with ffmpeg and
 * gives it to each, with these captions. One is the free course's first lecture, one its second,
 * one the free preview of a paid course, so a newcomer can watch all three kinds of access.
 */

/** [start second, end second, text] */
export type DemoCue = [number, number, string];

export interface DemoVideoLecture {
  course: string;
  lecture: string;
  captions: { en: DemoCue[]; hi: DemoCue[] };
}

export const DEMO_VIDEO_LECTURES: DemoVideoLecture[] = [
  {
    course: 'Newsletter Growth Playbook',
    lecture: 'Why a newsletter beats an algorithm',
    captions: {
      en: [
        [0.5, 4.5, 'Welcome! Today: why a newsletter beats any social feed.'],
        [5, 9.5, 'A feed decides who sees your post. An inbox does not.'],
        [10, 14.5, 'Your email list is an audience you own and can take anywhere.'],
        [15, 19, 'Readers who open every week become your first customers.'],
        [19.5, 23.5, 'Next, we pick a format you can keep up every week.'],
      ],
      hi: [
        [0.5, 4.5, 'स्वागत है! आज: न्यूज़लेटर किसी भी सोशल फ़ीड से बेहतर क्यों है।'],
        [5, 9.5, 'फ़ीड तय करती है कि आपकी पोस्ट कौन देखेगा। इनबॉक्स नहीं।'],
        [10, 14.5, 'आपकी ईमेल सूची वह ऑडियंस है जो आपकी अपनी है।'],
        [15, 19, 'जो पाठक हर हफ़्ते ईमेल खोलते हैं, वही आपके पहले ग्राहक बनते हैं।'],
        [19.5, 23.5, 'आगे, हम ऐसा फ़ॉर्मैट चुनेंगे जिसे आप हर हफ़्ते निभा सकें।'],
      ],
    },
  },
  {
    course: 'Newsletter Growth Playbook',
    lecture: 'Picking a format and a schedule',
    captions: {
      en: [
        [0.5, 4.5, 'Three formats work well: a digest, an essay, or a how-to.'],
        [5, 9.5, 'Pick the one you could write on your busiest week.'],
        [10, 14.5, 'Choose a day and a time, and send on it every week.'],
        [15, 19, 'A steady schedule matters more than a long issue.'],
        [19.5, 23.5, 'Write your first three issues before you announce it.'],
      ],
      hi: [
        [0.5, 4.5, 'तीन फ़ॉर्मैट अच्छे चलते हैं: डाइजेस्ट, लेख, या स्टेप-बाय-स्टेप गाइड।'],
        [5, 9.5, 'वही चुनिए जिसे आप अपने सबसे व्यस्त हफ़्ते में भी लिख सकें।'],
        [10, 14.5, 'एक दिन और समय तय कीजिए, और हर हफ़्ते उसी पर भेजिए।'],
        [15, 19, 'लंबे अंक से ज़्यादा ज़रूरी है नियमित समय।'],
        [19.5, 23.5, 'घोषणा से पहले अपने पहले तीन अंक लिख लीजिए।'],
      ],
    },
  },
  {
    course: 'Google Analytics 4 for Marketers',
    lecture: 'GA4 concepts: events and parameters',
    captions: {
      en: [
        [0.5, 4.5, 'In GA4, everything a visitor does is an event.'],
        [5, 9.5, 'A page view, a scroll and a purchase are all events.'],
        [10, 14.5, 'Parameters add detail, like the page title or the order value.'],
        [15, 19, 'Mark the events that matter to you as key events.'],
        [19.5, 23.5, 'Next, we install GA4 with Google Tag Manager.'],
      ],
      hi: [
        [0.5, 4.5, 'GA4 में विज़िटर जो कुछ भी करता है, वह एक इवेंट है।'],
        [5, 9.5, 'पेज व्यू, स्क्रॉल और ख़रीदारी, सभी इवेंट हैं।'],
        [10, 14.5, 'पैरामीटर ब्योरा जोड़ते हैं, जैसे पेज का शीर्षक या ऑर्डर की राशि।'],
        [15, 19, 'जो इवेंट आपके लिए अहम हैं, उन्हें की इवेंट के रूप में चिह्नित कीजिए।'],
        [19.5, 23.5, 'आगे, हम Google Tag Manager से GA4 इंस्टॉल करेंगे।'],
      ],
    },
  },
];
