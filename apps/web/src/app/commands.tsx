// The command menu's search and results (command-menu.tsx opens it): loaded with its first opening, as most visits
// never press Ctrl-K. A combobox over a listbox (the WAI-ARIA pattern): the arrow keys move the choice, the input
// keeps focus, Enter runs it.
import { useQuery } from "@tanstack/react-query";
import { CornerDownLeft, QrCode, Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { codeTitle, typeLabel } from "../codes/code-words.ts";
import { api, unwrap } from "./api.ts";
import { PLACES, type Place } from "./places.ts";

interface Command {
  id: string;
  label: string;
  detail?: string;
  run: () => void;
}

export function Commands({ onClose, may }: { onClose: () => void; may: (place: Place) => boolean }) {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const listId = useId();
  const search = text.trim();
  const codes = useQuery({
    queryKey: ["command-menu", search],
    enabled: search.length >= 2,
    queryFn: () => unwrap(api.GET("/api/v1/qr", { params: { query: { search, limit: 8 } } })),
    staleTime: 10_000,
  });
  const go = (to: string) => () => {
    onClose();
    navigate(to);
  };
  const commands = useMemo<Command[]>(() => {
    const words = search.toLowerCase();
    const places = PLACES.filter(may)
      .filter((place) => !words || `${place.label} ${place.keywords ?? ""}`.toLowerCase().includes(words))
      .map((place) => ({ id: `place-${place.to}`, label: place.command ?? place.label, run: go(place.to) }));
    const found = (search.length >= 2 ? (codes.data?.data ?? []) : []).map((code) => ({
      id: `code-${code.id}`,
      label: codeTitle(code),
      detail: `${typeLabel(code.type)} · ${code.short_url}`,
      run: go(`/codes/${code.id}`),
    }));
    return [...found, ...places];
  }, [search, codes.data, may]);
  useEffect(() => setActive(0), [search]);
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") setActive((at) => Math.min(at + 1, commands.length - 1));
    else if (event.key === "ArrowUp") setActive((at) => Math.max(at - 1, 0));
    else if (event.key === "Enter") commands[active]?.run();
    else return;
    event.preventDefault();
  };
  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="command-menu">
      <div className="command-input">
        <Search size={18} aria-hidden="true" />
        <input
          role="combobox"
          aria-label="Search codes, pages and actions"
          aria-expanded={commands.length > 0}
          aria-controls={listId}
          aria-activedescendant={commands.length > 0 ? optionId(active) : undefined}
          aria-autocomplete="list"
          placeholder="A code's name, slug or destination, or a page"
          value={text}
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to type into
          autoFocus
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKey}
        />
      </div>
      <div id={listId} role="listbox" aria-label="Results" className="command-results">
        {commands.map((command, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys
          <div
            key={command.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="command-result"
            onClick={command.run}
            onPointerMove={() => setActive(index)}
          >
            {command.id.startsWith("code-") ? <QrCode size={16} aria-hidden="true" /> : null}
            <span className="command-label">{command.label}</span>
            {command.detail ? <span className="hint">{command.detail}</span> : null}
            {index === active ? (
              <CornerDownLeft size={14} aria-hidden="true" className="command-enter" />
            ) : null}
          </div>
        ))}
        {search.length >= 2 && codes.isFetching && commands.length === 0 ? (
          <li className="hint" role="presentation">
            Searching…
          </li>
        ) : null}
        {commands.length === 0 && !codes.isFetching ? (
          <li className="hint" role="presentation">
            Nothing matches “{search}”.
          </li>
        ) : null}
      </div>
    </div>
  );
}
