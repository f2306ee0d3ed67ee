import { TRANSCODE_JOB, transcodeBudgetSeconds } from './video-config';

describe('transcodeBudgetSeconds', () => {
  it('gives a short video ten minutes, so a dead worker is replaced soon', () => {
    expect(transcodeBudgetSeconds(10, TRANSCODE_JOB)).toBe(600);
  });

  it('grows with the length: four times it, plus five minutes', () => {
    expect(transcodeBudgetSeconds(30 * 60, TRANSCODE_JOB)).toBe(4 * 30 * 60 + 300);
  });

  it('never passes the queue’s expiry, whatever the length', () => {
    expect(transcodeBudgetSeconds(4 * 3600, TRANSCODE_JOB)).toBe(TRANSCODE_JOB.expireSeconds);
    expect(transcodeBudgetSeconds(600, { ...TRANSCODE_JOB, expireSeconds: 5 })).toBe(5);
  });
});
