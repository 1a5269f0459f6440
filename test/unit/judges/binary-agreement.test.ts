import { describe, expect, it } from 'vitest';
import { binaryAgreement, cohenKappa } from '../../../eval/judges/agreement/binary-agreement.js';

describe('binaryAgreement', () => {
  it('computes accuracy and Cohen kappa from a 2x2 table', () => {
    // 20 both yes, 5 only human, 10 only rater, 15 both no: po = 0.7, pe = 0.5*0.6 + 0.5*0.4 = 0.5, kappa = 0.4
    const human = [...Array(20).fill(1), ...Array(5).fill(1), ...Array(10).fill(0), ...Array(15).fill(0)];
    const rater = [...Array(20).fill(1), ...Array(5).fill(0), ...Array(10).fill(1), ...Array(15).fill(0)];
    const agreement = binaryAgreement(human, rater);
    expect(agreement.accuracy).toBeCloseTo(70, 10);
    expect(agreement.kappa).toBeCloseTo(0.4, 10);
    expect(agreement.confusion).toEqual({ bothYes: 20, onlyReference: 5, onlyRater: 10, bothNo: 15 });
  });

  it('is null, not NaN, when kappa is undefined', () => {
    expect(cohenKappa({ bothYes: 3, onlyReference: 0, onlyRater: 0, bothNo: 0 })).toBeNull();
    expect(binaryAgreement([], []).accuracy).toBeNull();
  });
});
