/** What people read when the community refuses something (errors.* in the server's catalogs). */
export const COMMUNITY_ERRORS = {
  questionNotFound: 'Question not found',
  answerNotFound: 'Answer not found',
  lectureNotFound: 'Lecture not found or you cannot watch it',
  pastTheEnd: 'This second is past the end of the lecture.',
  upvotedAlready: 'You have already upvoted this question.',
  notUpvoted: 'You have not upvoted this question.',
  ownQuestion: 'You cannot upvote your own question.',
  onlyAsker: 'Only the person who asked can accept an answer.',
  notInThread: 'This answer is not in this question’s thread.',
  duplicateOfItself: 'A question cannot be a duplicate of itself.',
  duplicateElsewhere: 'The original question must be in the same course.',
  reportedAlready: 'You have reported this already. Thank you: an admin will look at it.',
  ownPost: 'You cannot report your own post.',
  newAccountPosts: 'New accounts post a few times an hour at first.',
  tooManyPosts: 'You are posting very fast.',
} as const;
