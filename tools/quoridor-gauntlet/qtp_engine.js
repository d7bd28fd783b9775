"use strict";
// A Quoridor Text Protocol program (QTP, as pavlosdais/Quoridor speaks it: playmove,
// playwall, genmove, undo, clear_board) as a Plateau engine:
//
//     node qtp_engine.js PROGRAM [ARGS…]
//
// White is Plateau's first pawn (e1, to row 9), black the second. A QTP wall "e3 h" is
// named by the square above and left of it, Plateau's by the square below and left, so
// QTP's rows are one more. The program thinks for QG_MOVE_SECONDS (see walltime.h), set
// from the host's movetime; it is restarted if the movetime changes.

const { spawn } = require("child_process");
const readline = require("readline");
const { serve, parseMove, moveText } = require("./engine_common");

const [program, ...args] = process.argv.slice(2);
if (!program) {
    process.stderr.write("usage: node qtp_engine.js PROGRAM [ARGS...]\n");
    process.exit(2);
}

let child = null;
let childSeconds = 0;
let pending = [];    // the lines of the answer being read
let waiters = [];    // resolvers of answers not yet complete
let sent = [];       // the moves the program has been told, as Plateau text

function start(seconds) {
    if (child && childSeconds === seconds) return;
    if (child) child.kill();
    childSeconds = seconds;
    sent = [];
    const env = Object.assign({}, process.env, { QG_MOVE_SECONDS: String(seconds) });
    child = spawn(program, args, { env, stdio: ["pipe", "pipe", "inherit"] });
    child.on("exit", (code, signal) => {
        for (const w of waiters) w.reject(new Error(`QTP program exited (${code ?? signal})`));
        waiters = [];
    });
    const out = readline.createInterface({ input: child.stdout, terminal: false });
    out.on("line", (line) => {
        // An answer: "= text" or "? text", then an empty line.
        if (line.trim() === "" && pending.length > 0) {
            const answer = pending.join("\n");
            pending = [];
            const w = waiters.shift();
            if (w) w.resolve(answer);
        } else if (line.trim() !== "" || pending.length > 0) {
            pending.push(line);
        }
    });
}

const trace = process.env.QG_TRACE;  // a file that gets every command sent, for debugging
function ask(command) {
    if (trace) require("fs").appendFileSync(trace, command + "\n");
    return new Promise((resolve, reject) => {
        waiters.push({ resolve, reject });
        child.stdin.write(command + "\n");
    });
}

const colour = (player) => (player === 0 ? "white" : "black");

function qtpCommand(move) {
    const m = parseMove(move.text);
    if (!m.wall) return `playmove ${colour(move.player)} ${move.text}`;
    return `playwall ${colour(move.player)} ${moveText(m.col, m.row + 1)} ${m.wall === "h" ? "horizontal" : "vertical"}`;
}

async function play(move) {
    const answer = await ask(qtpCommand(move));
    if (!answer.startsWith("=")) throw new Error(`the QTP program refused ${move.text}: ${answer}`);
}

// Brings the program to the game's position: the new moves only when the game went on.
async function sync(game) {
    const same = sent.length <= game.moves.length && sent.every((t, i) => t === game.moves[i].text);
    if (!same) {
        // clear_board leaves the walls in hand as they were (pavlosdais): set them again.
        await ask("clear_board");
        await ask("walls 10");
        sent = [];
    }
    for (let i = sent.length; i < game.moves.length; ++i) {
        await play(game.moves[i]);
        sent.push(game.moves[i].text);
    }
}

const backend = {
    name: "QTP " + require("path").basename(program),
    async genmove(game, player, ms) {
        // Its time check is inside the search; a little is left for the pipes.
        start(Math.max(0.01, (ms * 0.95 - 5) / 1000));
        await sync(game);
        // pavlosdais answers an uninitialised move (a1) when every move it sees loses (no
        // score beats minus infinity). The answer is checked by its own rules (taken back,
        // played again); if they refuse it, the pawn step they accept that is nearest its
        // goal row is played instead, so that the lost game ends on the board, not by a
        // forfeit. Reported on standard error.
        const answer = await ask(`genmove ${colour(player)}`);
        const m = /^=\s*([A-Ia-i])([1-9])(?:\s+([hv]))?/.exec(answer);
        if (!m) throw new Error("unexpected genmove answer: " + answer);
        const col = m[1].toLowerCase().charCodeAt(0) - 97;
        const row = Number(m[2]) - 1;
        const text = m[3] ? moveText(col, row - 1, m[3]) : moveText(col, row);
        await ask("undo");
        const candidates = [text];
        const goal = player === 0 ? 8 : 0;
        for (let r = 0; r < 9; ++r)
            for (let c = 0; c < 9; ++c) candidates.push(moveText(c, r));
        candidates.splice(1, Infinity, ...candidates.slice(1).sort(
            (a, b) => Math.abs(goal - (Number(a[1]) - 1)) - Math.abs(goal - (Number(b[1]) - 1))));
        for (const t of candidates) {
            if ((await ask(qtpCommand({ player, text: t }))).startsWith("=")) {
                if (t !== text)
                    process.stderr.write(`qtp_engine: the program answered ${text}, which its own rules refuse; played ${t}\n`);
                sent.push(t);
                return t;
            }
        }
        throw new Error("no legal move found for the program's answer " + text);
    },
    // Every pawn move within two squares and every wall, tried and taken back. QTP leaves
    // the count of walls to the referee (pavlosdais' playwall accepts an eleventh wall, its
    // own search never plays one): walls are tried only while the mover has some left.
    async legal(game) {
        start(childSeconds || 1);
        await sync(game);
        const player = game.moves.length % 2 === 0 ? game.first : 1 - game.moves[game.moves.length - 1].player;
        const candidates = [];
        for (let col = 0; col < 9; ++col)
            for (let row = 0; row < 9; ++row) candidates.push(moveText(col, row));
        const placed = game.moves.filter((m) => m.player === player && /[hv]$/.test(m.text)).length;
        for (let col = 0; col < 8 && placed < 10; ++col)
            for (let row = 0; row < 8; ++row)
                candidates.push(moveText(col, row, "h"), moveText(col, row, "v"));
        const out = [];
        for (const text of candidates) {
            const answer = await ask(qtpCommand({ player, text }));
            if (answer.startsWith("=")) {
                out.push(text);
                await ask("undo");
            }
        }
        return out;
    },
    async close() {
        if (child) child.kill();
    },
};

serve(backend);
