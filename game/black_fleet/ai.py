from game.core.ai import RandomPolicy as HeuristicPolicy
