"use strict";
// gorisanson/quoridor-ai (a Monte Carlo tree search in JavaScript, for browsers) as a
// Plateau engine:
//
//     node gorisanson_engine.js FOLDER     (the clone that build.sh made)
//
// Its game.js and ai.js are loaded as they are. The AI runs a number of rollouts; here it
// runs them in small batches until the host's movetime is nearly spent (equal time for
// both sides), and keeps its own heuristics (book openings, shortest-path help).
// Its board: row 0 at the top, and pawn 0 (the one that moves first) starts on row 8;
// Plateau's rows count from the first player's side.

const fs = require("fs");
const path = require("path");
const vm = require("vm");
const { serve, parseMove, moveText } = require("./engine_common");

const folder = process.argv[2];
if (!folder) {
    process.stderr.write("usage: node gorisanson_engine.js FOLDER\n");
    process.exit(2);
}
// Its progress messages would break the protocol on standard output.
const verbose = !!process.env.QG_VERBOSE;
console.log = (...a) => { if (verbose) process.stderr.write(a.join(" ") + "\n"); };

for (const file of ["game.js", "ai.js"])
    vm.runInThisContext(fs.readFileSync(path.join(folder, "src", "js", file), "utf8"), { filename: file });
const { Game, AI, MonteCarloTreeSearch } = vm.runInThisContext("({ Game, AI, MonteCarloTreeSearch })");

let deadline = 0;
const search = MonteCarloTreeSearch.prototype.search;
MonteCarloTreeSearch.prototype.search = function () {
    do search.call(this, 8);
    while (Date.now() < deadline);
};

// Our player 0 is their pawn 0 when it moved first; their rows then run the other way.
function mapping(game) {
    const flip = game.first === 0;
    return {
        row: (r) => (flip ? 8 - r : r),      // a pawn's row, both ways
        wallRow: (r) => (flip ? 7 - r : r),  // a wall anchor's row, both ways
    };
}

function toTheirs(map, text) {
    const m = parseMove(text);
    if (!m.wall) return [[map.row(m.row), m.col], null, null];
    const at = [map.wallRow(m.row), m.col];
    return m.wall === "h" ? [null, at, null] : [null, null, at];
}

function fromTheirs(map, move) {
    if (move[0]) return moveText(move[0][1], map.row(move[0][0]));
    if (move[1]) return moveText(move[1][1], map.wallRow(move[1][0]), "h");
    return moveText(move[2][1], map.wallRow(move[2][0]), "v");
}

function build(game) {
    const map = mapping(game);
    const g = new Game(true);
    for (const move of game.moves) {
        const theirs = toTheirs(map, move.text);
        if (theirs[0] && g.validNextPositions[theirs[0][0]][theirs[0][1]] !== true)
            throw new Error("their rules refuse the pawn move " + move.text);
        if (!theirs[0]) {
            const [r, c] = theirs[1] || theirs[2];
            const valid = theirs[1] ? g.validNextWalls.horizontal : g.validNextWalls.vertical;
            if (!valid[r][c] || g.pawnOfTurn.numberOfLeftWalls <= 0)
                throw new Error("their rules refuse the wall " + move.text);
        }
        if (!g.doMove(theirs, true)) throw new Error("their rules refuse " + move.text);
    }
    return { g, map };
}

const backend = {
    name: "gorisanson quoridor-ai (MCTS)",
    async genmove(game, player, ms) {
        const start = Date.now();
        const { g, map } = build(game);
        deadline = start + Math.max(5, ms * 0.95 - 10);
        const ai = new AI(1, 0.2, false, false);  // the site's exploration constant
        return fromTheirs(map, ai.chooseNextMove(g));
    },
    async legal(game) {
        const { g, map } = build(game);
        const out = g.getArrOfValidNextPositionTuples().map((p) => fromTheirs(map, [p, null, null]));
        if (g.pawnOfTurn.numberOfLeftWalls > 0) {
            for (const w of g.getArrOfValidNoBlockNextHorizontalWallPositions())
                out.push(fromTheirs(map, [null, w, null]));
            for (const w of g.getArrOfValidNoBlockNextVerticalWallPositions())
                out.push(fromTheirs(map, [null, null, w]));
        }
        return out;
    },
    async close() {},
};

serve(backend);
