/**
 * The fair-draw algorithm in plain words, shown on the verification view (docs/fair-draw.md gives the same steps). It must
 * describe exactly what draw.ts does; the fixed test vectors in draw.test.ts were produced by an
 * independent implementation written from this description.
 */
export const DRAW_ALGORITHM_DESCRIPTION = `\
Before any square is sold, the server picks a secret 32-byte random seed and publishes its commitment: the SHA-256 hash of the seed bytes, in lowercase hex. The seed itself stays secret until the draw, and because the commitment is public the seed cannot be swapped later.

When the board is final (all 100 squares sold, or a free pool locks at kickoff), the server writes the ownership list: one line per square in order row 0 column 0, row 0 column 1, ... row 9 column 9, each line "row,column,owner id" (the owner id is empty for an unowned square), joined with newline characters and no newline at the end. The ownership digest is the SHA-256 hash of that text encoded as UTF-8.

Random bytes come from HMAC-SHA256 with the seed bytes as the key. Block k (k = 0, 1, 2, ...) is the HMAC of the ASCII text "squares/draw/v1", followed by the 32 digest bytes, followed by k as a 4-byte big-endian number. The byte stream is block 0, then block 1, and so on.

The digits are shuffled with Fisher-Yates. Start from 0,1,2,3,4,5,6,7,8,9. For i from 9 down to 1: let n = i + 1; read the next byte b of the stream, and while b is at least 256 - (256 mod n) throw it away and read another (so that every position is equally likely); then swap the entries at positions i and b mod n. The first shuffle gives the column digits (home team, left to right); the same byte stream then continues for a second shuffle that gives the row digits (away team, top to bottom).

A pool that draws new numbers for each period runs the same steps four times on the same seed and ownership list, once per period k = 1 (1st quarter), 2 (halftime), 3 (3rd quarter) and 4 (final score), with the ASCII text "squares/draw/v1/period/k" (k as one decimal digit) in place of "squares/draw/v1"; set k decides period k.

On a 25-square board (5 rows and 5 columns) the ownership list has 25 lines, row 0 column 0 to row 4 column 4, and the shuffles are the same: column header i (0-4, left to right) carries the digits at positions 2i and 2i+1 of the column shuffle, and row header i those of the row shuffle.

After the draw the seed is revealed. Anyone can check that its SHA-256 equals the published commitment and rerun these steps on the published ownership list to get the same digits.`;
