// Shell completion: the command tree as bash, zsh and fish read it, made from the program itself, so a new command
// completes without touching this file.
import type { Command } from "commander";

export const SHELLS = ["bash", "zsh", "fish"] as const;

export function completionScript(shell: (typeof SHELLS)[number], program: Command): string {
  const top = program.commands.map((command) => command.name());
  const subs = Object.fromEntries(
    program.commands.map((command) => [command.name(), command.commands.map((sub) => sub.name())]),
  );
  if (shell === "fish") {
    const lines = top.map(
      (name) =>
        `complete -c qr -n '__fish_use_subcommand' -a ${name} -d '${escapeQuote(describe(program, name))}'`,
    );
    for (const [name, children] of Object.entries(subs))
      for (const child of children)
        lines.push(`complete -c qr -n '__fish_seen_subcommand_from ${name}' -a ${child}`);
    return `${lines.join("\n")}\n`;
  }
  const cases = Object.entries(subs)
    .filter(([, children]) => children.length > 0)
    .map(([name, children]) => `    ${name}) words="${children.join(" ")}" ;;`)
    .join("\n");
  const body = `_qr() {
  local cur words
  cur="\${COMP_WORDS[COMP_CWORD]}"
  if [ "$COMP_CWORD" -eq 1 ]; then
    words="${top.join(" ")} --help --json --version"
  else
    case "\${COMP_WORDS[1]}" in
${cases}
    *) words="--help --json" ;;
    esac
  fi
  COMPREPLY=( $(compgen -W "$words" -- "$cur") )
}
complete -F _qr qr
`;
  return shell === "zsh" ? `autoload -U +X bashcompinit && bashcompinit\n${body}` : body;
}

function describe(program: Command, name: string): string {
  return program.commands.find((command) => command.name() === name)?.description() ?? "";
}

function escapeQuote(text: string): string {
  return text.replace(/'/g, "\\'");
}
