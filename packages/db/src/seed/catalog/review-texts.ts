// Building blocks for guest reviews. A review picks a title for its rating, an opening, a remark
// about the home, one about the place and a closing line.

export const titlesByRating: Record<3 | 4 | 5, readonly string[]> = {
  5: ['Perfect stay', 'Better than the photos', 'We will be back', 'A little gem', 'Exceptional host', 'Could not fault it', 'Wonderful from start to finish'],
  4: ['Lovely stay', 'Great location', 'Very comfortable', 'Would recommend', 'Nice place, friendly host', 'Good value'],
  3: ['Good but not perfect', 'Fine for a short stay', 'Great location, a few issues', 'Decent, some noise at night'],
};

export const openings: Record<3 | 4 | 5, readonly string[]> = {
  5: ['We had a fantastic time.', 'Everything was exactly as described, and more.', 'Our third stay with this host and still the best.', 'From the first message to check-out, everything was easy.'],
  4: ['We really enjoyed our stay.', 'A very pleasant place to come back to after long days out.', 'Overall a great experience.', 'Good communication and a smooth check-in.'],
  3: ['The place was fine for what we needed.', 'Mixed feelings about this one.', 'A reasonable stay overall.'],
};

export const homeRemarks: Record<'positive' | 'mixed', readonly string[]> = {
  positive: [
    'Spotlessly clean, with comfortable beds and good towels.',
    'The kitchen had everything we needed to cook a proper dinner.',
    'The beds were comfortable and the rooms stayed quiet at night.',
    'Thoughtful touches everywhere: coffee, olive oil, a local guidebook.',
    'The Wi-Fi was fast enough for video calls every morning.',
    'Bright rooms, good showers and plenty of storage.',
  ],
  mixed: [
    'The shower pressure was weak and the bedroom faces the street.',
    'Clean enough, though the sofa bed was not very comfortable.',
    'The photos make it look a little bigger than it is.',
    'Check-in instructions arrived late, but the host answered quickly once we called.',
  ],
};

export const closings: Record<3 | 4 | 5, readonly string[]> = {
  5: ['Highly recommended!', 'Thank you for a perfect holiday.', 'We are already planning our next visit.'],
  4: ['We would happily stay again.', 'Recommended.', 'Thanks for having us.'],
  3: ['Fine for a night or two.', 'Good value if the location matters most.', 'Might try somewhere else next time.'],
};
